import type { QuoteContent } from '../schema/content.ts';
import { addRow } from './add-row.ts';

/**
 * Brand management (quote spec 2 and 6, admin): a decoration added by hand, not through a
 * ticked position. No product points at it, so it keeps the quantity staff give it.
 */
export const addDecoration = (content: QuoteContent, code: string, groupId?: string): QuoteContent =>
  addRow(
    content,
    { type: 'decoration', code, description: '', position: '', qty: 1, checked: true, discounts: [] },
    groupId,
  );
