import { z } from 'zod';
import { differingKeys } from './same-value.ts';

/**
 * One field of an object that differs between two revisions. A side left out is a field the
 * revision does not have, so the change survives JSON (which drops undefined) unchanged.
 */
/**
 * What a compared field holds: the offer's record fields and a category's details are single
 * values, the summary's are amounts and a group's totals are amounts by name.
 */
const fieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.record(z.string(), z.number()),
]);

export const fieldChangeSchema = z.object({
  field: z.string(),
  before: fieldValueSchema.optional(),
  after: fieldValueSchema.optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

type Fields = Record<string, unknown>;

const side = (key: 'before' | 'after', value: unknown) => (value === undefined ? {} : { [key]: value });

/** The fields of two objects that differ. */
export const fieldChanges = (before: object, after: object): FieldChange[] =>
  differingKeys(before, after).map((field) => ({
    field,
    ...side('before', (before as Fields)[field]),
    ...side('after', (after as Fields)[field]),
  }));

/** The newer object: the older with each changed field set to its newer value, or removed. */
export function applyFieldChanges<T extends object>(before: T, changes: readonly FieldChange[]): T {
  if (changes.length === 0) return before;
  const out: Fields = { ...(before as Fields) };
  for (const change of changes) {
    if (change.after === undefined) delete out[change.field];
    else out[change.field] = change.after;
  }
  return out as T;
}
