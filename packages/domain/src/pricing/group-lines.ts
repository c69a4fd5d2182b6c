import { toCents } from '../money/index.ts';
import { toNumber } from '../money/parse.ts';
import { customerSees } from '../quote/roles/customer-sees.ts';
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
    const shown = customerSees.customFee(fee);
    lines.push(
      line({
        id: `${groupId}:fee:${i}`,
        groupId,
        part: 'catalogue_fee',
        summary: 'catalogueFee',
        qty,
        unitPrice: toCents(fee.customfee_price),
        unitCost: toCents(fee.customfee_cost),
        charged: shown,
        visibleToCustomer: shown,
      }),
    );
  }
  for (const [c, custom] of options.customs.entries())
    for (const [t, task] of custom.tasks.entries()) {
      // Tasks count only when checked, for everyone (docs/decisions/022-visibility-and-charging.md).
      const checked = customerSees.task(task);
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
    const shown = customerSees.groupDiscount(discount);
    lines.push({ ...priced, charged: shown, visibleToCustomer: shown });
  }
  return lines;
};
