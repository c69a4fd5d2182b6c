import type { QuoteContent } from '../schema/content.ts';
import type { QuoteRecord } from '../schema/record.ts';

export type QuoteCopy = Pick<
  QuoteRecord,
  | 'label'
  | 'client_label'
  | 'default_brand'
  | 'contact_user'
  | 'contact_address'
  | 'contact_info'
  | 'custom_address'
  | 'delivery_required'
  | 'pickup_instore'
  | 'collection_id'
  | 'logo'
  | 'customise_logo'
> & { content: QuoteContent; status: ''; order_status: ''; revision: 1; copied_from: number };

/**
 * The group totals stored in group options are the old quote's figures; the new quote is
 * priced afresh, so they are not copied.
 */
const withoutStoredTotals = (content: QuoteContent): QuoteContent => ({
  categories: content.categories.map((category) => ({
    ...category,
    groups: category.groups.map((group) => {
      const { fee_price: _f, price: _p, discount_price: _d, ...options } = group.group_options;
      return { ...group, group_options: options };
    }),
  })),
});

/**
 * Duplicate (admin) and reorder (an order copied into a new one) both "create a new quote and
 * open it" (spec 4). The copy starts as a draft at revision 1 with no order status, no flags,
 * no approved price and no memo: it is a new piece of work, priced when it is saved. Who may
 * copy what is the status machine's business (duplicate / reorder actions).
 */
export const copyQuote = (source: QuoteRecord): QuoteCopy => ({
  content: withoutStoredTotals(JSON.parse(JSON.stringify(source.content)) as QuoteContent),
  label: source.label,
  client_label: source.client_label,
  default_brand: source.default_brand,
  contact_user: source.contact_user,
  contact_address: source.contact_address,
  contact_info: source.contact_info,
  custom_address: source.custom_address,
  delivery_required: source.delivery_required,
  pickup_instore: source.pickup_instore,
  collection_id: source.collection_id,
  logo: source.logo,
  customise_logo: source.customise_logo,
  status: '',
  order_status: '',
  revision: 1,
  copied_from: source.id,
});

export const duplicateQuote = copyQuote;
export const reorderQuote = copyQuote;
