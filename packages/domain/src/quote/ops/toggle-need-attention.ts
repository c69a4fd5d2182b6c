import type { QuoteContent } from '../schema/content.ts';
import type { AttentionRow } from '../schema/rows.ts';
import { findRow, isProduct, nextRowId, updateCategory } from './rows.ts';

/**
 * Sets or clears need attention on a product (spec 4): setting adds an attention row linked to
 * it (right below it, where staff look for it); clearing removes the linked rows. Without `on`
 * the flag flips, as the admin's exclamation toggle does.
 */
export const toggleNeedAttention = (content: QuoteContent, productId: string, on?: boolean): QuoteContent => {
  const found = findRow(content, productId);
  if (!found || !isProduct(found.row)) return content;
  const product = found.row;
  const turnOn = on ?? !product.need_attention;
  const newId = nextRowId(content);
  return updateCategory(content, found.categoryIndex, (category) => {
    const items = category.items
      .filter((r) => turnOn || !(r.type === 'attention' && r.product_id === productId))
      .map((r) => (r.id === productId ? { ...product, need_attention: turnOn } : r));
    const linked = items.some((r) => r.type === 'attention' && r.product_id === productId);
    if (turnOn && !linked) {
      const attention: AttentionRow = {
        id: newId,
        type: 'attention',
        product_id: productId,
        note: '',
        checked: false,
        ...(product.group_id ? { group_id: product.group_id } : {}),
      };
      const at = items.findIndex((r) => r.id === productId);
      items.splice(at + 1, 0, attention);
    }
    return { ...category, items };
  });
};
