import type { QuoteContent } from '../schema/content.ts';
import type { ProductRow } from '../schema/rows.ts';
import { nextRowId, updateCategory } from './rows.ts';

/** A product row as the Add Product dialog makes it: everything but the id the quote gives it. */
export type NewProduct = Omit<ProductRow, 'id'>;

/**
 * Adds the Add Product dialog's rows (quote spec 2) to a group, after the rows already there.
 * Each gets a fresh id; rows go into the first category, the one the editor shows.
 */
export const addProducts = (
  content: QuoteContent,
  rows: readonly NewProduct[],
  groupId?: string,
): QuoteContent => {
  if (rows.length === 0 || content.categories.length === 0) return content;
  const first = Number(nextRowId(content).slice(1));
  const added: ProductRow[] = rows.map((row, i) => ({
    ...row,
    id: `r${first + i}`,
    type: 'product',
    ...(groupId ? { group_id: groupId } : {}),
  }));
  return updateCategory(content, 0, (category) => ({ ...category, items: [...category.items, ...added] }));
};
