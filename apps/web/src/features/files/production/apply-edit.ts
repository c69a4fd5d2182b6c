import type { ProductionAnswer, ProductionsIndexAnswer } from '@portal/domain/files';
import { PRODUCTION_TYPES } from '@portal/domain/files';

/** What the Production tab changes on a row: one field, or the order after a drag. */
export type ProductionChanges = Partial<
  Pick<ProductionAnswer, 'file_name' | 'size' | 'colours' | 'position' | 'sort_order'> & {
    stitch_count: number;
  }
>;

const byOrder = (a: ProductionAnswer, b: ProductionAnswer) => a.sort_order - b.sort_order || a.id - b.id;

/**
 * The tables as they will be once the server has the change, shown at once so a dragged row
 * stays where it was dropped; the server's answer replaces this when the list is read again.
 */
export function withChanges(
  index: ProductionsIndexAnswer,
  id: number,
  changes: ProductionChanges,
): ProductionsIndexAnswer {
  const next = { ...index };
  for (const type of PRODUCTION_TYPES) {
    if (!index[type].some((row) => row.id === id)) continue;
    next[type] = index[type].map((row) => (row.id === id ? { ...row, ...changes } : row)).sort(byOrder);
  }
  return next;
}
