import type { QuoteContent } from '../schema/content.ts';
import { removeProduct } from './remove-product.ts';
import { findRow, groupOf, isDecoration, isProduct, updateCategory } from './rows.ts';
import { toggleNeedAttention } from './toggle-need-attention.ts';

/**
 * The delete cross of any row (quote spec 2), with the line behaviour of its type (spec 4):
 * a product goes with what hangs on it; a linked attention row clears its product's need
 * attention; a decoration also unticks its position on the products of its group, so no
 * product is left claiming a decoration that no longer exists, unless another decoration of the
 * group is at that position and still decorates them.
 */
export const removeRow = (content: QuoteContent, rowId: string): QuoteContent => {
  const found = findRow(content, rowId);
  if (!found) return content;
  const row = found.row;
  if (row.type === 'product') return removeProduct(content, rowId);
  if (row.type === 'attention' && row.product_id && findRow(content, row.product_id))
    return toggleNeedAttention(content, row.product_id, false);
  return updateCategory(content, found.categoryIndex, (category) => {
    const items = category.items.filter((r) => r.id !== rowId);
    if (row.type !== 'decoration' || !row.position) return { ...category, items };
    const group = groupOf(row, category);
    const position = row.position;
    // Another decoration at the same place keeps its garments ticked.
    const shared = items.some(
      (r) => isDecoration(r) && r.position === position && groupOf(r, category) === group,
    );
    if (shared) return { ...category, items };
    return {
      ...category,
      items: items.map((r) => {
        if (!isProduct(r) || groupOf(r, category) !== group || !r.position?.[position]) return r;
        const { [position]: _dropped, ...others } = r.position;
        return { ...r, position: others };
      }),
    };
  });
};
