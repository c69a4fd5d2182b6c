import { z } from 'zod';
import { readLeniently } from '../../api/one-value.ts';
import { readNumber } from '../../money/parse.ts';

/**
 * Field types for the quote document. Old documents and multipart forms send numbers as text
 * and flags as 0/1, so each field reads what it is given; the stored document is normalised.
 */

const blankToNull = (value: unknown) => (value === '' || value === null ? null : value);

/**
 * A number that may arrive as text. Empty stays null (unset, so defaults can apply); text that
 * is not a number becomes 0, since "non-numeric values in totals count as 0" (spec 5).
 * A number passes straight through; only anything else reaches the reading in `catch`. A
 * 1,000-line quote holds thousands of these fields, and a preprocess step on each cost a third
 * of the save's validation.
 */
export const num = readLeniently(z.number().nullable().optional(), (value) => {
  const v = blankToNull(value);
  return v === null || v === undefined ? v : (readNumber(v) ?? 0);
});

const TRUE_TEXTS = new Set(['1', 'true', 'yes', 'on']);
/** A flag that may arrive as true/false, 1/0 or their text; true and false pass straight through. */
export const flag = readLeniently(z.boolean().optional(), (value) =>
  value === null || value === undefined ? undefined : TRUE_TEXTS.has(String(value).trim().toLowerCase()),
);

/** Free text with a cap, so one field cannot carry megabytes. Numbers are read as text. */
export const text = (max = 2000) =>
  z
    .preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string().max(max).nullable(),
    )
    .optional();

/**
 * Row and group ids: the editor's old data used numbers, new rows use text. A missing id reads
 * as '' and the document schema then gives the row a fresh one.
 */
export const id = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z.union([z.string().max(100), z.number()]).transform(String),
);

/** Lists are capped to keep one document a reasonable size (DESIGN: JSON bodies up to 2 MB). */
export const list = <T extends z.ZodType>(item: T, max = 5000) =>
  z.preprocess((value) => (value === null || value === undefined ? [] : value), z.array(item).max(max));

/**
 * A map from position name to ticked. Old data may send JSON text or a list of ticked names.
 */
export const positionMap = z
  .preprocess(
    (value) => {
      let v = value;
      if (typeof v === 'string') {
        try {
          v = JSON.parse(v);
        } catch {
          return {};
        }
      }
      if (Array.isArray(v))
        return Object.fromEntries(v.filter((p) => typeof p === 'string').map((p) => [p, true]));
      return v ?? {};
    },
    z.record(z.string().max(100), flag),
  )
  .transform((map) => {
    // Only ticked positions matter; keeping false entries would make equal documents differ.
    const ticked: Record<string, true> = {};
    for (const [position, on] of Object.entries(map)) if (on) ticked[position] = true;
    return ticked;
  });
