import { toNumber } from '../../money/parse.ts';
import type { QuoteContent } from '../schema/content.ts';
import { removeProduct } from './remove-product.ts';
import { findRow, groupOf, syncDecorationQty, updateCategory } from './rows.ts';

/**
 * Sets a product line's quantity. "Setting a product quantity to 0 removes the line" (spec 4);
 * so does anything that counts as 0, such as text. Decoration quantities follow.
 */
export const setProductQty = (content: QuoteContent, productId: string, qty: unknown): QuoteContent => {
  const found = findRow(content, productId);
  if (found?.row.type !== 'product') return content;
  const value = toNumber(qty);
  if (value <= 0) return removeProduct(content, productId);
  return updateCategory(content, found.categoryIndex, (category) =>
    syncDecorationQty(
      { ...category, items: category.items.map((r) => (r.id === productId ? { ...r, qty: value } : r)) },
      groupOf(found.row, category),
    ),
  );
};
