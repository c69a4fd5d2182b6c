import { DEFAULT_DECORATION_TYPE } from '../../catalogue/decorations.ts';
import type { QuoteContent } from '../schema/content.ts';
import { isProduct } from './rows.ts';
import { togglePosition } from './toggle-position.ts';

/**
 * ADD BRAND MANAGEMENT on the customer's order page (accounts spec 2.10; decisions/100): the
 * customer's brand put on every garment of the order at one position. Each product gets the
 * position ticked, which adds the position's decoration with the brand in each group (quote spec 4,
 * "Ticking a position adds a decoration row"); its quantity is the garments', so the server keeps
 * it, where a bare decoration line would be dropped at quantity 0.
 */
export const brandEveryProduct = (
  content: QuoteContent,
  position: string,
  brand: string = DEFAULT_DECORATION_TYPE,
): QuoteContent =>
  content.categories
    .flatMap((category) => category.items)
    .filter((row) => isProduct(row) && !row.position?.[position])
    .reduce((next, row) => togglePosition(next, row.id, position, true, brand), content);
