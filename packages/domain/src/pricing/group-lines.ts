import { toCents } from '../money/index.ts';
import { toNumber } from '../money/parse.ts';
import type { Group } from '../quote/schema/groups.ts';
import { line } from './line.ts';
import type { PricedLine } from './types.ts';

/** Lines held in a group's options: catalogue fees, tasks of custom templates, the group discount. */
export const groupLines = (group: Group): PricedLine[] => {
  const groupId = group.id;
  const options = group.group_options;
  const lines: PricedLine[] = [];
  for (const [i, fee] of options.customfees.entries()) {
    const qty = toNumber(fee.customfee_qty);
    // "Catalogue fee rows show to customers only when quantity is above 0" (spec 5).
    lines.push(
      line({
        id: `${groupId}:fee:${i}`,
        groupId,
        part: 'catalogue_fee',
        summary: 'catalogueFee',
        qty,
        unitPrice: toCents(fee.customfee_price),
        unitCost: toCents(fee.customfee_cost),
        charged: qty > 0,
        visibleToCustomer: qty > 0,
      }),
    );
  }
  for (const [c, custom] of options.customs.entries())
    for (const [t, task] of custom.tasks.entries()) {
      // Tasks count only when checked, for everyone (docs/decisions/022-visibility-and-charging.md).
      const checked = task.task_checked === true;
      lines.push(
        line({
          id: `${groupId}:task:${c}:${t}`,
          groupId,
          part: 'task',
          summary: 'customTasks',
          qty: toNumber(task.task_qty),
          unitPrice: toCents(task.task_price),
          unitCost: toCents(task.task_cost),
          charged: checked,
          visibleToCustomer: checked,
        }),
      );
    }
  const discount = options.discount;
  if (discount) {
    const priced = line({
      id: `${groupId}:discount`,
      groupId,
      part: 'group_discount',
      summary: 'discount',
      qty: toNumber(discount.qty),
      unitPrice: toCents(discount.price),
      unitCost: toCents(discount.cost),
      negative: true,
      charged: false,
      visibleToCustomer: false,
    });
    // "The discount line shows to non-admins only when its total is not zero" (spec 5).
    const nonZero = priced.amount !== 0;
    lines.push({ ...priced, charged: nonZero, visibleToCustomer: nonZero });
  }
  return lines;
};
