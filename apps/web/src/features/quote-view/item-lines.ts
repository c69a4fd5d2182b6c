import { askableLineLabelOf } from '@portal/domain/memos';
import { readNumber } from '@portal/domain/money';
import type { PricedQuote } from '@portal/domain/pricing';
import type { QuoteContent } from '@portal/domain/quote';

type Row = QuoteContent['categories'][number]['items'][number];

/** `line`: how a question about the row names it (garments and decorations), else null. */
export type ViewItem = {
  id: string;
  description: string;
  qty: number | null;
  amount: number;
  line: string | null;
};

const words = (...parts: unknown[]) =>
  parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .trim();

/** How a row reads on the view page, from the fields the viewer received. */
export const describeRow = (row: Row): string => {
  switch (row.type) {
    case 'product':
      return words(row.code, row.description, row.colour, row.size) || 'Product';
    case 'decoration':
      return words(row.code, row.position ? `at ${row.position}` : '') || 'Decoration';
    case 'delivery':
      return words('Delivery', row.delivery_desc) || 'Delivery';
    case 'discount':
      return words('Discount', row.discount_desc) || 'Discount';
    default:
      return words('Needs attention:', row.note) || 'Needs attention';
  }
};

const qtyOf = (row: Row): number | null => {
  const value =
    row.type === 'delivery' ? row.delivery_qty : row.type === 'discount' ? row.discount_qty : row.qty;
  return readNumber(value);
};

/**
 * The first category's rows with what the server charged for each (its product, decoration,
 * setup and colour-change lines together), in cents. Nothing is re-priced here.
 */
export const firstCategoryItems = (content: QuoteContent, priced: PricedQuote): ViewItem[] => {
  const category = content.categories[0];
  if (!category) return [];
  const amounts = new Map<string, number>();
  for (const line of priced.lines) {
    if (!line.charged || line.rowId === undefined) continue;
    amounts.set(line.rowId, (amounts.get(line.rowId) ?? 0) + line.amount);
  }
  return category.items
    .filter((row) => row.type !== 'attention')
    .map((row) => ({
      id: row.id,
      description: describeRow(row),
      qty: qtyOf(row),
      amount: amounts.get(row.id) ?? 0,
      line: askableLineLabelOf(content, row.id),
    }));
};
