import { z } from 'zod';

/** Record ids are PostgreSQL `serial` values: 1 to 2,147,483,647 (docs/decisions/070). */
export const MAX_RECORD_ID = 2_147_483_647;

export const ID_MESSAGE = 'This is not a valid id';

/**
 * Reads a record id strictly: a whole number in range, or text of digits only (no sign, spaces,
 * `0x`, exponent or decimals), so `/users/view/0x1` is not user 1 and `1e308` never reaches the
 * database. Returns undefined for anything else.
 */
export function readRecordId(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_RECORD_ID ? n : undefined;
}

const idError = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'This field is required' : ID_MESSAGE),
};

/** A record id in a path, query or form field (text) or a JSON body (number). */
export const recordId = z.preprocess(
  (value) => (typeof value === 'string' && /^[0-9]{1,10}$/.test(value) ? Number(value) : value),
  z.number(idError).int(idError).min(1, idError).max(MAX_RECORD_ID, idError),
);

/** The same, where leaving it out (or empty) means "not given". */
export const optionalRecordId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  recordId.optional(),
);
