import { toNumber } from '../../money/parse.ts';
import { removeProduct } from '../ops/remove-product.ts';
import { syncDecorationQty } from '../ops/rows.ts';
import type { QuoteContent } from '../schema/content.ts';

/**
 * The figures no one types, made true on every save, staff's included (quote spec 4): product
 * lines at quantity 0 are removed (with what hangs on them), and each decoration's quantity is
 * the sum of the quantities of its group's products ticked at its position.
 */
export const deriveFigures = (content: QuoteContent): QuoteContent => {
  let next = content;
  for (const category of content.categories)
    for (const row of category.items)
      if (row.type === 'product' && toNumber(row.qty) <= 0) next = removeProduct(next, row.id);
  return { categories: next.categories.map((category) => syncDecorationQty(category)) };
};
