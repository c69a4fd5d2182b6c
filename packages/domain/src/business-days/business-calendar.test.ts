import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  type BusinessCalendar,
  businessDaysAfter,
  isBusinessDay,
  isBusinessTime,
  wallClockIn,
} from './business-calendar.ts';

const melbourne: BusinessCalendar = {
  timeZone: 'Australia/Melbourne',
  state: 'VIC',
  hours: { opens: '09:00', closes: '17:00' },
};
const sydney: BusinessCalendar = { ...melbourne, timeZone: 'Australia/Sydney', state: 'NSW' };

describe('business days', () => {
  it('skips the weekend', () => {
    expect(isBusinessDay('2026-11-27', 'VIC')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-28', 'VIC')).toBe(false);
    expect(isBusinessDay('2026-11-29', 'VIC')).toBe(false);
    expect(addBusinessDays('2026-11-27', 1, 'VIC')).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-26', 2, 'VIC')).toBe('2026-11-30');
  });

  it('keeps a Victorian public holiday (Melbourne Cup) only in Victoria', () => {
    expect(isBusinessDay('2026-11-03', 'VIC')).toBe(false);
    expect(isBusinessDay('2026-11-03', 'NSW')).toBe(true);
    expect(addBusinessDays('2026-11-02', 1, 'VIC')).toBe('2026-11-04');
    expect(addBusinessDays('2026-11-02', 1, 'NSW')).toBe('2026-11-03');
  });

  it('keeps a New South Wales public holiday (its Labour Day) only in New South Wales', () => {
    expect(isBusinessDay('2026-10-05', 'NSW')).toBe(false);
    expect(isBusinessDay('2026-10-05', 'VIC')).toBe(true);
    // Anzac Day falls on a Saturday in 2026: New South Wales takes the Monday off.
    expect(isBusinessDay('2026-04-27', 'NSW')).toBe(false);
    expect(isBusinessDay('2026-04-27', 'VIC')).toBe(true);
  });

  it('counts across the change to daylight saving at the same wall-clock time', () => {
    // Friday 2 October 2026 15:00 AEST (+10); the clocks go forward on Sunday 4 October.
    const friday = new Date('2026-10-02T05:00:00Z');
    // Monday 15:00 AEDT (+11) in Melbourne; Tuesday in Sydney, whose Monday is Labour Day.
    expect(businessDaysAfter(friday, 1, melbourne).toISOString()).toBe('2026-10-05T04:00:00.000Z');
    expect(businessDaysAfter(friday, 1, sydney).toISOString()).toBe('2026-10-06T04:00:00.000Z');
  });

  it('finds a wall-clock time on the days daylight saving starts and ends', () => {
    expect(wallClockIn('2026-10-04', 9 * 60, 'Australia/Melbourne').toISOString()).toBe(
      '2026-10-03T22:00:00.000Z',
    );
    expect(wallClockIn('2026-04-05', 9 * 60, 'Australia/Melbourne').toISOString()).toBe(
      '2026-04-04T23:00:00.000Z',
    );
  });
});

describe('business hours', () => {
  it('opens at the hour the settings give, in the zone daylight saving is in', () => {
    // Monday 5 October 2026, the first working day of daylight saving in Victoria.
    expect(isBusinessTime(new Date('2026-10-04T22:00:00Z'), melbourne)).toBe(true); // 09:00 AEDT
    expect(isBusinessTime(new Date('2026-10-04T21:59:00Z'), melbourne)).toBe(false); // 08:59
    expect(isBusinessTime(new Date('2026-10-05T05:59:00Z'), melbourne)).toBe(true); // 16:59
    expect(isBusinessTime(new Date('2026-10-05T06:00:00Z'), melbourne)).toBe(false); // 17:00
    // The same hour is a holiday in Sydney.
    expect(isBusinessTime(new Date('2026-10-04T22:00:00Z'), sydney)).toBe(false);
  });

  it('is closed at the weekend and on holidays whatever the hour', () => {
    expect(isBusinessTime(new Date('2026-11-28T00:00:00Z'), melbourne)).toBe(false); // Sat 11:00
    expect(isBusinessTime(new Date('2026-11-03T00:00:00Z'), melbourne)).toBe(false); // Cup 11:00
    expect(isBusinessTime(new Date('2026-11-03T00:00:00Z'), sydney)).toBe(true);
  });
});
