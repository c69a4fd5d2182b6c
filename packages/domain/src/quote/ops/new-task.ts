import type { Task } from '../schema/groups.ts';

/**
 * An empty task. It starts unchecked: a task is charged, and shown to the customer, only once
 * staff tick it (quote spec 5, docs/decisions/022-visibility-and-charging.md).
 */
export const newTask = (): Task => ({
  task_name: '',
  task_label: '',
  task_qty: 1,
  task_price: 0,
  task_cost: 0,
  task_desc: '',
  task_note: '',
  task_checked: false,
});
