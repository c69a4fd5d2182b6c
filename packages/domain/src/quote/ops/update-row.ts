import type { QuoteContent } from '../schema/content.ts';
import type { QuoteRow } from '../schema/rows.ts';
import { findRow, updateCategory } from './rows.ts';

/** The fields of a row type, other than the ones that identify it. */
export type RowPatch<T extends QuoteRow['type']> = Partial<
  Omit<Extract<QuoteRow, { type: T }>, 'id' | 'type'>
>;

/**
 * Sets plain fields of one row: texts, notes, prices, costs, flags. Fields with line behaviour
 * have their own operations and must go through them: a product's quantity (setProductQty),
 * its positions (togglePosition), a decoration's code or position (changeDecorationCode /
 * changeDecorationPosition), need attention (toggleNeedAttention), the group (moveRow).
 * A patch for another row type than the row's is ignored.
 */
export const updateRow = <T extends QuoteRow['type']>(
  content: QuoteContent,
  rowId: string,
  type: T,
  patch: RowPatch<T>,
): QuoteContent => {
  const found = findRow(content, rowId);
  if (!found || found.row.type !== type) return content;
  const row = { ...found.row, ...patch, id: found.row.id, type } as QuoteRow;
  return updateCategory(content, found.categoryIndex, (category) => ({
    ...category,
    items: category.items.map((r, i) => (i === found.index ? row : r)),
  }));
};
