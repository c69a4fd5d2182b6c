import { z } from 'zod';

/**
 * A whole number from a query or form (text) or JSON (number) within bounds. Text must be
 * digits, with an optional minus sign, so paging and positions cannot carry 1e308 or 0x10 to
 * the database (docs/decisions/070).
 */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?[0-9]{1,15}$/.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max),
  );

/** A plain decimal (12, 12.5) from a query or form, or a JSON number, within bounds. */
export const decimalNumber = (min: number, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/.test(value) ? Number(value) : value,
    z.number().min(min).max(max),
  );
