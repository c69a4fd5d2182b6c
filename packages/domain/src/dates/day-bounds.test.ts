import { describe, expect, it } from 'vitest';
import { quoteExpiresAt, quoteHasExpired, startOfDayIn } from './day-bounds.ts';

describe('startOfDayIn', () => {
  it('finds midnight in standard and in daylight-saving time', () => {
    expect(startOfDayIn('2026-07-01', 'Australia/Melbourne').toISOString()).toBe('2026-06-30T14:00:00.000Z');
    expect(startOfDayIn('2026-12-14', 'Australia/Melbourne').toISOString()).toBe('2026-12-13T13:00:00.000Z');
    expect(startOfDayIn('2026-12-14', 'Australia/Perth').toISOString()).toBe('2026-12-13T16:00:00.000Z');
    expect(startOfDayIn('2026-12-14', 'Australia/Brisbane').toISOString()).toBe('2026-12-13T14:00:00.000Z');
  });

  it('holds on the days daylight saving starts and ends', () => {
    // Melbourne: starts Sunday 4 October 2026 at 02:00, ends Sunday 5 April 2026 at 03:00.
    expect(startOfDayIn('2026-10-04', 'Australia/Melbourne').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(startOfDayIn('2026-10-05', 'Australia/Melbourne').toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(startOfDayIn('2026-04-05', 'Australia/Melbourne').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(startOfDayIn('2026-04-06', 'Australia/Melbourne').toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });
});

describe('quoteExpiresAt', () => {
  it('is the last moment of the valid-to day in the business time zone', () => {
    expect(quoteExpiresAt('2026-12-14', 'Australia/Melbourne')?.toISOString()).toBe(
      '2026-12-14T12:59:59.999Z',
    );
    expect(quoteExpiresAt('2026-06-30', 'Australia/Melbourne')?.toISOString()).toBe(
      '2026-06-30T13:59:59.999Z',
    );
    expect(quoteExpiresAt('2026-12-14', 'Australia/Perth')?.toISOString()).toBe('2026-12-14T15:59:59.999Z');
  });

  it('is null without a readable date', () => {
    expect(quoteExpiresAt(null, 'Australia/Melbourne')).toBeNull();
    expect(quoteExpiresAt('14/12/2026', 'Australia/Melbourne')).toBeNull();
    expect(quoteExpiresAt('2026-13-40', 'Australia/Melbourne')).toBeNull();
  });

  it('says a quote has expired only after its last moment', () => {
    const tz = 'Australia/Melbourne';
    expect(quoteHasExpired('2026-12-14', tz, new Date('2026-12-14T12:59:59.999Z'))).toBe(false);
    expect(quoteHasExpired('2026-12-14', tz, new Date('2026-12-14T13:00:00.000Z'))).toBe(true);
    expect(quoteHasExpired(null, tz, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});
