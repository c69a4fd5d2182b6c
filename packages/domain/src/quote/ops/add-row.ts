import type { QuoteContent } from '../schema/content.ts';
import type { QuoteRow } from '../schema/rows.ts';
import { nextRowId, updateCategory } from './rows.ts';

/** A row of any type without its id; `addRow` gives it one. */
export type NewRow = QuoteRow extends infer R ? (R extends QuoteRow ? Omit<R, 'id'> : never) : never;

/** Appends one row to a group with a fresh id. The line-adding operations build on this. */
export const addRow = (content: QuoteContent, row: NewRow, groupId?: string): QuoteContent => {
  if (content.categories.length === 0) return content;
  const added = { ...row, id: nextRowId(content), ...(groupId ? { group_id: groupId } : {}) } as QuoteRow;
  return updateCategory(content, 0, (category) => ({ ...category, items: [...category.items, added] }));
};
