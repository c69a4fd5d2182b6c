import { z } from 'zod';
import { flag, id, list, num, text } from './fields.ts';

/** A task of an invoicing template (quote spec 3, "Task"). */
export const task = z.object({
  task_name: text(200),
  task_label: text(500),
  task_qty: num,
  task_price: num,
  task_cost: num,
  task_desc: text(2000),
  task_note: text(5000),
  task_checked: flag,
});
export type Task = z.infer<typeof task>;

/** A custom template block: custom_code names the invoicing template; the custom_* are its line defaults. */
export const custom = z.object({
  custom_code: text(200),
  custom_qty: num,
  custom_desc: text(2000),
  custom_price: num,
  custom_visible: flag,
  tasks: list(task, 500),
});
export type Custom = z.infer<typeof custom>;

export const customFee = z.object({
  id: id.optional(),
  catalogue: text(20),
  customfee_price: num,
  customfee_qty: num,
  customfee_cost: num,
  description: text(1000),
});
export type CustomFee = z.infer<typeof customFee>;

export const groupDiscount = z.object({
  qty: num,
  price: num,
  cost: num,
  description: text(1000),
});
export type GroupDiscount = z.infer<typeof groupDiscount>;

/**
 * Group options (quote spec 3; accounts spec 3 adds fee_price, price, discount_price, which
 * are stored figures the server recomputes, and cost_visible, the admin's eye toggle).
 * `decorations` is kept as the editor sends it; pricing reads decoration rows, not this list.
 */
export const groupOptions = z.object({
  customs: list(custom, 100),
  customfees: list(customFee, 100),
  discount: groupDiscount.nullable().optional(),
  decorations: list(z.record(z.string(), z.unknown()), 500).optional(),
  cost_visible: flag,
  fee_price: num,
  price: num,
  discount_price: num,
});
export type GroupOptions = z.infer<typeof groupOptions>;

export const emptyGroupOptions = (): GroupOptions => ({ customs: [], customfees: [] });

export const group = z.object({
  id,
  name: text(500),
  group_options: z.preprocess((v) => v ?? {}, groupOptions),
});
export type Group = z.infer<typeof group>;
