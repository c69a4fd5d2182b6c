import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  businessToday,
  defaultValidTo,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  parseDateInput,
} from './dates.ts';

describe('dates', () => {
  it('reads ISO and d/m/yyyy inputs and refuses dates that do not exist', () => {
    expect(parseDateInput('2026-12-05')).toBe('2026-12-05');
    expect(parseDateInput('2026-12-05T10:00:00.000Z')).toBe('2026-12-05');
    expect(parseDateInput('5/12/2026')).toBe('2026-12-05');
    expect(parseDateInput('31/02/2026')).toBeNull();
    expect(parseDateInput('soon')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });

  it('shows dates as DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-12-05')).toBe('05/12/2026');
    expect(formatDisplayDate('2026-11-22T20:30:00.000Z')).toBe('23/11/2026');
    expect(formatDisplayDate('')).toBe('');
  });

  it('adds days across a month end', () => {
    expect(addDays('2026-11-22', 30)).toBe('2026-12-22');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
  });
});

// valid_to showed a day early in a US time zone. The same answers wherever the
// viewer's computer is: Node reads TZ afresh when it is set.
// The domain has no Node types (it runs in browsers too); the test runner is Node.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;

describe.each(['America/New_York', 'Pacific/Kiritimati', 'UTC'])('dates for a viewer in %s', (zone) => {
  const saved = env.TZ;
  beforeAll(() => {
    env.TZ = zone;
  });
  afterAll(() => {
    // Assigning undefined would store the text "undefined".
    if (saved === undefined) delete env.TZ;
    else env.TZ = saved;
  });

  it('shows a date-only value as that very day', () => {
    expect(new Date('2026-12-05').getDate()).toBe(zone === 'America/New_York' ? 4 : 5);
    expect(formatDisplayDate('2026-12-05')).toBe('05/12/2026');
    expect(formatDisplayDate('2027-01-01')).toBe('01/01/2027');
  });

  it("shows times and today in the business's time zone", () => {
    expect(formatDisplayDateTime('2026-11-22T20:30:00.000Z')).toBe('23/11/2026 07:30 AEDT');
    // Winter in Melbourne, and another state's clock.
    expect(formatDisplayDateTime('2026-06-01T00:00:00.000Z')).toBe('01/06/2026 10:00 AEST');
    expect(formatDisplayDateTime('2026-06-01T00:00:00.000Z', 'Australia/Perth')).toBe(
      '01/06/2026 08:00 AWST',
    );
    expect(formatDisplayTime(new Date('2026-06-30T23:05:00.000Z'))).toBe('09:05');
    expect(formatDisplayDateTime('not a date')).toBe('');
    // 20:30 UTC on the 22nd is already the 23rd in Melbourne: a quote made then is valid to 23 + 30.
    expect(businessToday(new Date('2026-11-22T20:30:00.000Z'))).toBe('2026-11-23');
    expect(defaultValidTo(new Date('2026-11-22T20:30:00.000Z'))).toBe('2026-12-23');
  });
});
