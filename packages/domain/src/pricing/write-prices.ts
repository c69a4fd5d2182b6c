import { centsToDollars } from '../money/format.ts';
import { sameItems } from '../quote/ops/same-items.ts';
import type { ComputedKeys } from '../quote/roles/field-role.ts';
import type { decorationRoles } from '../quote/roles/row-roles.ts';
import type { QuoteContent } from '../quote/schema/content.ts';
import type { QuoteRow } from '../quote/schema/rows.ts';
import type { PricedQuote } from './types.ts';

type Computed = ComputedKeys<typeof decorationRoles>;

/**
 * The decoration fields the price tables fill in, by line part. Each must be a `computed` field
 * of the decoration role table (and a test checks the table names no other computed price):
 * unless an admin prices a row by hand (`price_manual`), what was stored there is replaced.
 */
export const COMPUTED_DECORATION_FIELDS = {
  decoration: { price: 'price', cost: 'unit_cost' },
  setup: { price: 'setup_price', cost: 'setup_unit_cost' },
  colour_change: { price: 'setup_color_change_price', cost: 'setup_color_change_unit_cost' },
} as const satisfies Record<string, { price: Computed; cost: Computed }>;

/**
 * Writes the prices an admin-view pricing computed back into the document, so the stored
 * quote, its PDF and its customer view all hold the figures its totals were made from.
 * Rows priced by hand keep what the admin typed.
 */
export const writeComputedPrices = (content: QuoteContent, priced: PricedQuote): QuoteContent => {
  const byRow = new Map<string, Record<string, number>>();
  for (const line of priced.lines) {
    if (!line.rowId) continue;
    const fields = COMPUTED_DECORATION_FIELDS[line.part as keyof typeof COMPUTED_DECORATION_FIELDS];
    if (!fields) continue;
    const values = byRow.get(line.rowId) ?? {};
    values[fields.price] = centsToDollars(line.unitPrice);
    if (line.unitCost !== undefined) values[fields.cost] = centsToDollars(line.unitCost);
    byRow.set(line.rowId, values);
  }
  // Rows already holding their figures are kept as they are: re-saving a 1,000-line quote copies
  // only the rows whose prices moved, not every decoration.
  const update = (row: QuoteRow): QuoteRow => {
    if (row.type !== 'decoration' || row.price_manual) return row;
    const values = byRow.get(row.id);
    return values && !holds(row, values) ? { ...row, ...values } : row;
  };
  const updateCategory = (category: QuoteContent['categories'][number]) => {
    const items = category.items.map(update);
    return sameItems(items, category.items) ? category : { ...category, items };
  };
  const categories = content.categories.map(updateCategory);
  return sameItems(categories, content.categories) ? content : { categories };
};

const holds = (row: QuoteRow, values: Record<string, number>): boolean => {
  const fields = row as unknown as Record<string, unknown>;
  for (const key in values) if (fields[key] !== values[key]) return false;
  return true;
};
