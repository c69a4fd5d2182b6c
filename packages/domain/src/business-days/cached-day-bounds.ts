import { quoteExpiresAt, startOfDayIn } from '../dates/day-bounds.ts';

/**
 * The day bounds a scheduler pass asks for again and again: thousands of quotes share a few
 * hundred send days and valid-to dates, and each answer costs a time-zone lookup. Remembered
 * by day and zone; the store is emptied when it grows past a year of days in a few zones.
 */
const MOST = 5000;
const starts = new Map<string, number>();
const expiries = new Map<string, number | null>();

const remembered = <T>(store: Map<string, T>, key: string, work: () => T): T => {
  if (store.has(key)) return store.get(key) as T;
  if (store.size >= MOST) store.clear();
  const value = work();
  store.set(key, value);
  return value;
};

/** startOfDayIn, remembered. */
export const startOfDayInCached = (isoDate: string, timeZone: string): Date =>
  new Date(remembered(starts, `${isoDate} ${timeZone}`, () => startOfDayIn(isoDate, timeZone).getTime()));

/** quoteExpiresAt, remembered. */
export const quoteExpiresAtCached = (validTo: string | null | undefined, timeZone: string): Date | null => {
  const at = remembered(
    expiries,
    `${validTo ?? ''} ${timeZone}`,
    () => quoteExpiresAt(validTo, timeZone)?.getTime() ?? null,
  );
  return at === null ? null : new Date(at);
};
