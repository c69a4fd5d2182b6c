import { z } from 'zod';
import { toNumber } from '../money/parse.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { flag, id, list, num, text } from '../quote/schema/fields.ts';
import type { Group } from '../quote/schema/groups.ts';
import { quoteRecord } from '../quote/schema/record.ts';
import type { QuoteRow } from '../quote/schema/rows.ts';

/**
 * What a customer may see of a quote, as schemas. Redaction is a schema, not a UI choice
 * (DESIGN "Security"): every customer answer, PDF and e-mail goes through these, and because
 * zod objects drop keys they do not name, a field added to the admin document later stays
 * hidden until someone adds it here on purpose. Costs, unit costs, margins, supplier, the
 * approved price and discount columns, ready/sent flags, admin-only notes (emb_note,
 * setup_notes, task_note, discount_note, delivery_note, discount_approvedby) and production
 * details (film, heat, packing) are never named.
 */

const common = { id, subtype: text(100), qty: num, price: num, checked: flag, group_id: id.optional() };

const customerProduct = z.object({
  ...common,
  type: z.literal('product'),
  productid: z.union([z.string(), z.number()]).nullable().optional(),
  code: text(200),
  description: text(),
  description_trim: text(),
  imageurl: text(),
  shortcode: text(200),
  size: text(100),
  colour: text(200),
  note: text(5000),
  notFound: flag,
  catalogue: text(20),
  position: z.record(z.string(), z.literal(true)).optional(),
});

const customerSetupDiscount = z.object({
  setup_discount_enable: flag,
  setup_discount: text(200),
  setup_discount_other: text(500),
  setup_discount_qty: num,
  setup_discount_value: num,
});

const customerDecoration = z.object({
  ...common,
  type: z.literal('decoration'),
  code: text(100),
  description: text(),
  position: text(100),
  other_label: text(200),
  setup_code: text(50),
  setup_qty: num,
  setup_price: num,
  setup_sc: num,
  setup_size: text(100),
  setup_color: text(200),
  setup_screen: text(200),
  setup_emb: z.union([z.string(), z.number()]).nullable().optional(),
  setup_color_change: text(50),
  setup_color_change_qty: num,
  setup_color_change_price: num,
  file_path: text(),
  logo_file: text(),
  logo_name: text(500),
  visuals: list(z.object({ filename: text(500), url: text() }), 200).optional(),
  discounts: list(customerSetupDiscount, 50).optional(),
});

const customerDelivery = z.object({
  ...common,
  type: z.literal('delivery'),
  delivery_desc: text(200),
  delivery_other: text(500),
  delivery_qty: num,
  delivery_price: num,
  delivery_discount: num,
  delivery_attn: text(200),
  delivery_address: text(1000),
  courier: text(100),
});

const customerDiscount = z.object({
  ...common,
  type: z.literal('discount'),
  discount_desc: text(200),
  discount_other: text(500),
  discount_qty: num,
  discount_price: num,
});

const customerAttention = z.object({
  ...common,
  type: z.literal('attention'),
  product_id: id.optional(),
  note: text(5000),
  description: text(),
});

const customerRow = z.discriminatedUnion('type', [
  customerProduct,
  customerDecoration,
  customerDelivery,
  customerDiscount,
  customerAttention,
]);

const customerGroup = z.object({
  id,
  name: text(500),
  group_options: z.object({
    customs: list(
      z.object({
        custom_code: text(200),
        tasks: list(
          z.object({
            task_name: text(200),
            task_label: text(500),
            task_qty: num,
            task_price: num,
            task_desc: text(2000),
            task_checked: flag,
          }),
        ),
      }),
    ),
    customfees: list(
      z.object({
        id: id.optional(),
        catalogue: text(20),
        customfee_price: num,
        customfee_qty: num,
        description: text(1000),
      }),
    ),
    discount: z
      .object({ qty: num, price: num, description: text(1000) })
      .nullable()
      .optional(),
    fee_price: num,
    price: num,
    discount_price: num,
  }),
});

/** The spec's visibility rules (quote spec 5): what a customer must not see is removed, not hidden. */
const rowVisible = (row: QuoteRow): boolean => {
  if (row.type === 'attention' || row.type === 'delivery' || row.type === 'discount')
    return row.checked === true;
  return true;
};

const visibleRow = (row: QuoteRow): QuoteRow =>
  row.type === 'decoration'
    ? { ...row, discounts: (row.discounts ?? []).filter((d) => d.setup_discount_enable === true) }
    : row;

const visibleGroup = (group: Group): Group => {
  const o = group.group_options;
  const discount =
    o.discount && toNumber(o.discount.qty) * toNumber(o.discount.price) !== 0 ? o.discount : null;
  return {
    ...group,
    group_options: {
      ...o,
      customs: o.customs.map((c) => ({ ...c, tasks: c.tasks.filter((t) => t.task_checked === true) })),
      customfees: o.customfees.filter((f) => toNumber(f.customfee_qty) > 0),
      discount,
    },
  };
};

/** The shape of a customer's document: only the named fields survive. */
const customerContentShape = z.object({
  categories: z.array(
    z.object({
      category_info: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
      items: z.array(customerRow),
      groups: z.array(customerGroup),
    }),
  ),
});

/** The document as a customer may see it: invisible lines removed, then every unnamed field dropped. */
export const customerContentSchema = quoteContentSchema.transform((content) =>
  customerContentShape.parse({
    categories: content.categories.map((c) => ({
      category_info: c.category_info,
      items: c.items.filter(rowVisible).map(visibleRow),
      groups: c.groups.map(visibleGroup),
    })),
  }),
);
export type CustomerContent = z.infer<typeof customerContentSchema>;

/** The quote record as a customer may see it: no approved price, discount, costs, margins or flags. */
export const customerQuoteSchema = quoteRecord
  .pick({
    id: true,
    user_id: true,
    label: true,
    client_label: true,
    revision: true,
    status: true,
    order_status: true,
    price: true,
    gst: true,
    valid_to: true,
    created_at: true,
    updated_at: true,
    memo_note: true,
    customise_logo: true,
    logo: true,
    contact_user: true,
    contact_address: true,
    contact_info: true,
    custom_address: true,
    delivery_required: true,
    pickup_instore: true,
    collection_id: true,
    wfm_order_no: true,
    wfm_id: true,
    default_brand: true,
    archive: true,
    version: true,
    company: true,
  })
  .extend({ content: customerContentSchema });
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

/** Strips a quote down to what its customer may see. Throws if the quote is not a valid quote. */
export const redactQuoteForCustomer = (quote: unknown): CustomerQuote => customerQuoteSchema.parse(quote);

/** DESIGN.md's name for the same thing. */
export const redactForCustomer = redactQuoteForCustomer;

/** The document alone, for answers that carry only content. */
export const redactContentForCustomer = (content: unknown): CustomerContent =>
  customerContentSchema.parse(content);
