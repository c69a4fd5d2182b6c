import { DEFAULT_SETUP_CODE } from '../../catalogue/setup.ts';
import type { QuoteContent } from '../schema/content.ts';
import { addRow } from './add-row.ts';

/**
 * Brand management (quote spec 2 and 6, admin): a decoration added by hand, not through a
 * ticked position. It counts 0 until staff give it a position products are ticked at; one still
 * on no garments when the quote is saved is removed (decisions/110).
 */
export const addDecoration = (content: QuoteContent, code: string, groupId?: string): QuoteContent =>
  addRow(
    content,
    {
      type: 'decoration',
      code,
      description: '',
      position: '',
      qty: 0,
      setup_code: DEFAULT_SETUP_CODE,
      checked: true,
      discounts: [],
    },
    groupId,
  );
