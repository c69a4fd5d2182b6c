import { type Cents, roundHalfUp } from './cents.ts';

const NUMERIC = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/**
 * Reads a number from a form or an old document, or null when there is none. Values arrive as
 * numbers or strings, sometimes with a $ sign, thousands separators or spaces.
 */
export const readNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.trim().replace(/^\$/, '').replace(/,/g, '');
  // Number('') is 0 and Number(' ') is 0 too: only text that looks like a number counts.
  if (!NUMERIC.test(cleaned)) return null;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : null;
};

/** "Non-numeric values in totals count as 0" (quote spec section 5). */
export const toNumber = (value: unknown): number => readNumber(value) ?? 0;

/** Whether a value holds a number at all, as opposed to being empty or text. */
export const isNumeric = (value: unknown): boolean => readNumber(value) !== null;

/** Dollars (number or text) to integer cents, rounding half up; non-numeric is 0. */
export const toCents = (value: unknown): Cents => roundHalfUp(toNumber(value) * 100);
