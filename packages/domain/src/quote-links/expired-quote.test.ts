import { describe, expect, it } from 'vitest';
import { EXPIRY_MESSAGES, expiredAcceptanceRefusal } from './expired-quote.ts';

const SYDNEY = 'Australia/Sydney';
const PERTH = 'Australia/Perth';

describe('expiredAcceptanceRefusal', () => {
  it('lets a quote be accepted to the last moment of its valid-to day in the business time zone', () => {
    // 14 December is in daylight saving in Sydney (UTC+11): the day ends at 12:59:59.999Z.
    expect(expiredAcceptanceRefusal('2026-12-14', SYDNEY, new Date('2026-12-14T12:59:59.999Z'))).toBeNull();
    expect(expiredAcceptanceRefusal('2026-12-14', SYDNEY, new Date('2026-12-14T13:00:00.000Z'))).toBe(
      EXPIRY_MESSAGES.cannotAccept('2026-12-14'),
    );
  });

  it('follows the zone of the settings, not a fixed offset', () => {
    // Perth (UTC+8) is still on 14 December when Sydney is already on the 15th.
    const at = new Date('2026-12-14T14:00:00.000Z');
    expect(expiredAcceptanceRefusal('2026-12-14', PERTH, at)).toBeNull();
    expect(expiredAcceptanceRefusal('2026-12-14', SYDNEY, at)).not.toBeNull();
  });

  it('refuses two days past valid-to, naming the date as DD/MM/YYYY', () => {
    expect(expiredAcceptanceRefusal('2026-12-14', SYDNEY, new Date('2026-12-16T03:00:00Z'))).toMatch(
      /^This quote expired on 14\/12\/2026 and can no longer be accepted\./,
    );
  });

  it('never refuses a quote without a valid-to date', () => {
    expect(expiredAcceptanceRefusal('', SYDNEY, new Date('2030-01-01T00:00:00Z'))).toBeNull();
    expect(expiredAcceptanceRefusal(null, SYDNEY, new Date('2030-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('EXPIRY_MESSAGES', () => {
  it('says the expiry in the words customers read', () => {
    expect(EXPIRY_MESSAGES.expiredOn('2026-12-14')).toBe('This quote expired on 14/12/2026');
  });
});
