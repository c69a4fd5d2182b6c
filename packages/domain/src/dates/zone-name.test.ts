import { describe, expect, it } from 'vitest';
import { hoursWithZoneName, zoneAbbreviation } from './zone-name.ts';

describe('zoneAbbreviation', () => {
  it('names Melbourne standard time in winter and daylight time in summer', () => {
    expect(zoneAbbreviation(new Date('2026-07-01T02:00:00Z'), 'Australia/Melbourne')).toBe('AEST');
    expect(zoneAbbreviation(new Date('2026-11-26T02:00:00Z'), 'Australia/Melbourne')).toBe('AEDT');
  });

  it('changes name at the daylight-saving changeover, not on a fixed date', () => {
    // 2026: daylight saving starts Sunday 4 October at 2:00 am AEST (16:00 UTC on the 3rd).
    expect(zoneAbbreviation(new Date('2026-10-03T15:59:00Z'), 'Australia/Melbourne')).toBe('AEST');
    expect(zoneAbbreviation(new Date('2026-10-03T16:01:00Z'), 'Australia/Melbourne')).toBe('AEDT');
  });

  it('keeps a zone without daylight saving on its one name', () => {
    expect(zoneAbbreviation(new Date('2026-01-15T02:00:00Z'), 'Australia/Brisbane')).toBe('AEST');
    expect(zoneAbbreviation(new Date('2026-01-15T02:00:00Z'), 'Australia/Perth')).toBe('AWST');
    expect(zoneAbbreviation(new Date('2026-01-15T02:00:00Z'), 'Australia/Adelaide')).toBe('ACDT');
  });
});

describe('hoursWithZoneName', () => {
  const hours = 'Monday to Friday, 8:00 am – 4:30 pm AEST';

  it('puts the name in force on the day at the end of the hours', () => {
    expect(hoursWithZoneName(hours, new Date('2026-11-26T02:00:00Z'), 'Australia/Melbourne')).toBe(
      'Monday to Friday, 8:00 am – 4:30 pm AEDT',
    );
    expect(hoursWithZoneName(hours, new Date('2026-06-26T02:00:00Z'), 'Australia/Melbourne')).toBe(hours);
  });

  it('leaves hours that name no zone as they are', () => {
    expect(hoursWithZoneName('By appointment', new Date(), 'Australia/Melbourne')).toBe('By appointment');
    expect(hoursWithZoneName('Saturdays BY APPOINTMENT ONLY', new Date(), 'Australia/Melbourne')).toBe(
      'Saturdays BY APPOINTMENT ONLY',
    );
  });
});
