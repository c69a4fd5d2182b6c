import type { QuoteContent } from '../schema/content.ts';
import { addRow } from './add-row.ts';

/**
 * Add line → Discount (quote spec 2). Zero and unchecked until staff fill it in: the customer
 * sees a discount line only when it is checked (spec 5).
 */
export const addDiscount = (content: QuoteContent, groupId?: string): QuoteContent =>
  addRow(
    content,
    {
      type: 'discount',
      discount_desc: '',
      discount_other: '',
      discount_note: '',
      discount_qty: 1,
      discount_price: 0,
      discount_unit_cost: 0,
      discount_approvedby: '',
      checked: false,
    },
    groupId,
  );
