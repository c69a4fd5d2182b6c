import { timesQty } from '../../money/cents.ts';
import { toCents, toNumber } from '../../money/parse.ts';
import type { CustomFee, GroupDiscount, Task } from '../schema/groups.ts';
import type { QuoteRow, SetupDiscount } from '../schema/rows.ts';

/** A total that is not zero once rounded to the cent, as pricing computes it. */
const nonZeroTotal = (qty: unknown, price: unknown): boolean => timesQty(toNumber(qty), toCents(price)) !== 0;

/**
 * Which lines a customer sees (quote spec 5), the one rule that pricing, redaction and the
 * editor all use. Staff see every line.
 * - Products and decorations: always.
 * - Attention and delivery lines: only when checked.
 * - Discount lines and the group discount: only when checked (rows) and their total is not zero.
 * - Setup discounts: only when enabled. Tasks: only when checked. Catalogue fees: quantity above 0.
 */
export const customerSees = {
  row: (row: QuoteRow): boolean => {
    switch (row.type) {
      case 'product':
      case 'decoration':
        return true;
      case 'attention':
      case 'delivery':
        return row.checked === true;
      case 'discount':
        return row.checked === true && nonZeroTotal(row.discount_qty, row.discount_price);
    }
  },
  task: (task: Task): boolean => task.task_checked === true,
  setupDiscount: (discount: SetupDiscount): boolean => discount.setup_discount_enable === true,
  customFee: (fee: CustomFee): boolean => toNumber(fee.customfee_qty) > 0,
  groupDiscount: (discount: GroupDiscount): boolean => nonZeroTotal(discount.qty, discount.price),
} as const;
