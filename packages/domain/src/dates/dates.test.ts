import { describe, expect, it } from 'vitest';
import { addDays, formatDisplayDate, parseDateInput } from './dates.ts';

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
