import { DEFAULT_DECORATION_TYPE } from '../../catalogue/decorations.ts';
import { GARMENT_POSITIONS } from '../../catalogue/positions.ts';
import type { QuoteContent } from '../schema/content.ts';
import { togglePosition } from './toggle-position.ts';

/**
 * The Select All checkbox of a product line: ticks every garment position, or unticks them all,
 * with each position's line behaviour (spec 4: decorations added with the default brand, and
 * removed when no product uses the position any more).
 */
export const selectAllPositions = (
  content: QuoteContent,
  productId: string,
  checked: boolean,
  defaultBrand: string = DEFAULT_DECORATION_TYPE,
): QuoteContent =>
  GARMENT_POSITIONS.reduce(
    (next, position) => togglePosition(next, productId, position, checked, defaultBrand),
    content,
  );
