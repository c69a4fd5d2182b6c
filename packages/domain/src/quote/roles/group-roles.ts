import type { Custom, CustomFee, Group, GroupDiscount, GroupOptions, Task } from '../schema/groups.ts';
import { hiddenStaff, type RoleTable, shownCustomer, shownStaff } from './field-role.ts';

/**
 * The field roles of a group and what its options hold (quote spec 3 and 6): tasks, custom
 * templates, catalogue fees and the group discount are staff's. Customers name and arrange
 * their groups.
 */

export const taskRoles = {
  task_name: shownStaff,
  task_label: shownStaff,
  task_qty: shownStaff,
  task_price: shownStaff,
  task_cost: hiddenStaff,
  task_desc: shownStaff,
  task_note: hiddenStaff,
  task_checked: shownStaff,
} as const satisfies RoleTable<Task>;

/** A custom template: its code and tasks are shown; its line defaults are staff's working values. */
export const customTemplateRoles = {
  custom_code: shownStaff,
  custom_qty: hiddenStaff,
  custom_desc: hiddenStaff,
  custom_price: hiddenStaff,
  custom_visible: hiddenStaff,
  tasks: shownStaff,
} as const satisfies RoleTable<Custom>;

export const customFeeRoles = {
  id: shownStaff,
  catalogue: shownStaff,
  customfee_price: shownStaff,
  customfee_qty: shownStaff,
  customfee_cost: hiddenStaff,
  description: shownStaff,
} as const satisfies RoleTable<CustomFee>;

export const groupDiscountRoles = {
  qty: shownStaff,
  price: shownStaff,
  cost: hiddenStaff,
  description: shownStaff,
} as const satisfies RoleTable<GroupDiscount>;

/**
 * fee_price, price and discount_price are stored figures the editor keeps; they are shown but
 * never taken from a customer. `decorations` and the cost eye are staff's working state.
 */
export const groupOptionsRoles = {
  customs: shownStaff,
  customfees: shownStaff,
  discount: shownStaff,
  decorations: hiddenStaff,
  cost_visible: hiddenStaff,
  fee_price: shownStaff,
  price: shownStaff,
  discount_price: shownStaff,
} as const satisfies RoleTable<GroupOptions>;

export const groupRoles = {
  id: shownCustomer,
  name: shownCustomer,
  group_options: shownStaff,
} as const satisfies RoleTable<Group>;
