import { z } from 'zod';

/**
 * The refusal of an object or a list where one value belongs. Loose readers (a flag from 'on', a
 * number from text) once turned `{}` into false and `[5]` into 0, or threw on an object whose
 * `toString` is not a function: a 500 from a client's mistake.
 */
export const ONE_VALUE_MESSAGE = 'This field takes one value, not a list or a group of values';

/** Whether a value is one value a form field can hold: text, a number, a flag, or nothing. */
export const isOneValue = (value: unknown): boolean => value === null || typeof value !== 'object';

const NESTED: unique symbol = Symbol('an object or list where one value belongs');

/**
 * A field read leniently: what the schema takes passes straight through (no preprocess step, so a
 * document of thousands of fields stays fast to check); anything else is read by `read`, except an
 * object or a list, which is refused with ONE_VALUE_MESSAGE.
 */
export function readLeniently<T extends z.ZodType>(schema: T, read: (value: unknown) => z.output<T>) {
  return schema
    .catch(({ value }) => (isOneValue(value) ? read(value) : (NESTED as z.output<T>)))
    .refine((value) => value !== NESTED, { message: ONE_VALUE_MESSAGE });
}

/**
 * A number that may arrive as text, read as `z.coerce.number()` reads it ('' and null are 0),
 * except that an object or a list is refused instead of becoming 0 or NaN.
 */
export const numberFromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isOneValue(value) ? Number(value) : value), schema);
