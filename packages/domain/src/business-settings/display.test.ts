import { describe, expect, it } from 'vitest';
import { UNSET_BUSINESS_SETTINGS } from './defaults.ts';
import { publicBusinessOf } from './display.ts';

describe('publicBusinessOf', () => {
  const settings = {
    ...UNSET_BUSINESS_SETTINGS,
    opening_hours: 'Monday to Friday, 8:00 am – 4:30 pm AEST',
    time_zone: 'Australia/Melbourne',
  };

  it('ends the opening hours with the zone name of the day it is served', () => {
    const summer = publicBusinessOf(settings, null, new Date('2026-01-15T01:00:00Z'));
    const winter = publicBusinessOf(settings, null, new Date('2026-07-15T01:00:00Z'));
    expect(summer.opening_hours_today).toBe('Monday to Friday, 8:00 am – 4:30 pm AEDT');
    expect(winter.opening_hours_today).toBe('Monday to Friday, 8:00 am – 4:30 pm AEST');
    // The hours as staff typed them stay as they are.
    expect(summer.opening_hours).toBe(settings.opening_hours);
  });

  it('shows no hours when none are set', () => {
    expect(publicBusinessOf({ ...settings, opening_hours: '' }, null).opening_hours_today).toBe('');
  });
});
