import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_STATES } from '../business-settings/time-zone.ts';
import { addDays } from '../dates/dates.ts';
import { addBusinessDays } from './business-calendar.ts';
import { mostCalendarDaysIn } from './business-day-span.ts';

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

describe('the calendar days N business days span', () => {
  it('lies between N and its bound from every day of two years, in every state', () => {
    for (const state of AUSTRALIAN_STATES)
      for (let day = '2026-01-01'; day < '2028-01-01'; day = addDays(day, 1))
        for (const n of [0, 1, 2, 3, 5, 10]) {
          const span = daysBetween(day, addBusinessDays(day, n, state));
          expect(span).toBeGreaterThanOrEqual(n);
          expect(span).toBeLessThanOrEqual(mostCalendarDaysIn(n));
        }
  });

  it('holds for the longest rule over Christmas', () => {
    expect(daysBetween('2026-12-24', addBusinessDays('2026-12-24', 365, 'VIC'))).toBeLessThanOrEqual(
      mostCalendarDaysIn(365),
    );
  });
});
