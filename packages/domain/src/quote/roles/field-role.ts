/**
 * What one field of the quote document is (docs/decisions/050-field-roles.md): whether a
 * customer sees it, who sets it, and whether changing a decoration's code or position clears it
 * (quote spec 4). Every row type has a table of these in this folder; the customer schemas, what
 * a customer's save may change, what pricing writes and what a reset clears are all read from
 * the tables, so a field is described once.
 *
 * - `customer`: a customer may set it (staff may too).
 * - `staff`: only staff set it; a customer's value is replaced by the stored one.
 * - `computed`: the server writes it (pricing, or a figure derived from other fields); nobody's
 *   value is taken, except a staff member's hand price on a `price_manual` decoration.
 */
export type SetBy = 'customer' | 'staff' | 'computed';

export type FieldRole = {
  readonly seen: boolean;
  readonly setBy: SetBy;
  /** Cleared when a decoration's code or position changes. */
  readonly reset?: true;
};

export const shownCustomer = { seen: true, setBy: 'customer' } as const;
export const shownStaff = { seen: true, setBy: 'staff' } as const;
export const hiddenStaff = { seen: false, setBy: 'staff' } as const;
export const shownComputed = { seen: true, setBy: 'computed' } as const;
export const hiddenComputed = { seen: false, setBy: 'computed' } as const;

/** The same role, cleared when the decoration's code or position changes. */
export const resets = <R extends FieldRole>(role: R) => ({ ...role, reset: true }) as const;

/** A table of roles: every key of the row's schema, and no other. */
export type RoleTable<Row> = { readonly [K in keyof Required<Row>]-?: FieldRole };

type KeysWhere<T, Test> = { [K in keyof T]: T[K] extends Test ? K : never }[keyof T] & string;

/** The fields of a table that a customer sees. */
export type SeenKeys<T> = KeysWhere<T, { seen: true }>;
/** The fields of a table the server computes. */
export type ComputedKeys<T> = KeysWhere<T, { setBy: 'computed' }>;

const keysWhere = (table: Record<string, FieldRole>, test: (role: FieldRole) => boolean): string[] =>
  Object.entries(table)
    .filter(([, role]) => test(role))
    .map(([key]) => key);

/** The zod `pick` mask of what a customer sees. */
export const seenMask = <T extends Record<string, FieldRole>>(table: T) =>
  Object.fromEntries(keysWhere(table, (r) => r.seen).map((k) => [k, true])) as { [K in SeenKeys<T>]: true };

export const customerSetKeys = (table: Record<string, FieldRole>): readonly string[] =>
  keysWhere(table, (r) => r.setBy === 'customer');

export const computedKeys = (table: Record<string, FieldRole>): readonly string[] =>
  keysWhere(table, (r) => r.setBy === 'computed');

export const resetKeys = (table: Record<string, FieldRole>): readonly string[] =>
  keysWhere(table, (r) => r.reset === true);
