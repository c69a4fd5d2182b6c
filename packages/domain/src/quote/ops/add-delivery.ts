import type { QuoteContent } from '../schema/content.ts';
import { addRow } from './add-row.ts';

/**
 * Add line → Delivery (quote spec 2). One delivery at no charge until staff price it; it is
 * unchecked, so the customer neither sees nor pays it until staff tick it (spec 5, decision 022).
 */
export const addDelivery = (content: QuoteContent, groupId?: string): QuoteContent =>
  addRow(
    content,
    {
      type: 'delivery',
      delivery_desc: '',
      delivery_other: '',
      delivery_qty: 1,
      delivery_price: 0,
      delivery_unit_cost: 0,
      delivery_discount: 0,
      delivery_note: '',
      delivery_attn: '',
      delivery_address: '',
      courier: '',
      checked: false,
    },
    groupId,
  );
