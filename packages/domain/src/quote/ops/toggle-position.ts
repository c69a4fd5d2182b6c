import { DEFAULT_DECORATION_TYPE } from '../../catalogue/decorations.ts';
import { DEFAULT_SETUP_CODE } from '../../catalogue/setup.ts';
import type { QuoteContent } from '../schema/content.ts';
import type { DecorationRow } from '../schema/rows.ts';
import {
  dropUnusedDecorations,
  findRow,
  groupOf,
  isDecoration,
  isProduct,
  nextRowId,
  positionQty,
  syncDecorationQty,
  updateCategory,
} from './rows.ts';

/**
 * Ticks or unticks a garment position on a product line (spec 4). Ticking adds a decoration row
 * for that position in the product's group, with the quote's default brand, unless one exists;
 * its quantity is the sum of the quantities of the products with that position. Unticking the
 * last product using a position removes its decoration.
 */
export const togglePosition = (
  content: QuoteContent,
  productId: string,
  position: string,
  checked: boolean,
  defaultBrand: string = DEFAULT_DECORATION_TYPE,
): QuoteContent => {
  const found = findRow(content, productId);
  if (!found || !isProduct(found.row)) return content;
  const newId = nextRowId(content);
  return updateCategory(content, found.categoryIndex, (category) => {
    const product = found.row;
    if (!isProduct(product)) return category;
    const { [position]: _dropped, ...others } = product.position ?? {};
    const positions: Record<string, true> = checked ? { ...others, [position]: true } : others;
    let next = {
      ...category,
      items: category.items.map((r) => (r.id === productId ? { ...product, position: positions } : r)),
    };
    const group = groupOf(product, category);
    if (!checked) return syncDecorationQty(dropUnusedDecorations(next, group, [position]));
    const exists = next.items.some(
      (r) => isDecoration(r) && r.position === position && groupOf(r, next) === group,
    );
    if (!exists) {
      const decoration: DecorationRow = {
        id: newId,
        type: 'decoration',
        code: defaultBrand,
        description: '',
        position,
        qty: positionQty(next, group, position),
        setup_code: DEFAULT_SETUP_CODE,
        checked: true,
        discounts: [],
        ...(product.group_id ? { group_id: product.group_id } : {}),
      };
      next = { ...next, items: [...next.items, decoration] };
    }
    return syncDecorationQty(next);
  });
};
