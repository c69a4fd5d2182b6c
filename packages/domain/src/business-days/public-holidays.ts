import Holidays from 'date-holidays';
import type { AustralianState } from '../business-settings/time-zone.ts';

const byStateAndYear = new Map<string, ReadonlySet<string>>();

/**
 * The public holidays (YYYY-MM-DD) of an Australian state in a year, from the maintained
 * date-holidays tables (substitute days included). Bank holidays, school holidays and
 * observances such as Mother's Day are working days. Kept per state and year: the tables are
 * read once.
 */
export function publicHolidaysOf(state: AustralianState, year: number): ReadonlySet<string> {
  const key = `${state}:${year}`;
  const known = byStateAndYear.get(key);
  if (known) return known;
  const dates = new Set(
    new Holidays('AU', state)
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => holiday.date.slice(0, 10)),
  );
  byStateAndYear.set(key, dates);
  return dates;
}
