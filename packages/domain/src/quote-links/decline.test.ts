import { describe, expect, it } from 'vitest';
import { DECLINE_MESSAGES, declineDetailOf, declineMailLines, declineOf } from './decline.ts';

describe('declineOf', () => {
  it('takes a reason from the list with its note, trimmed', () => {
    expect(declineOf({ reason: 'price', note: '  Too dear  ' })).toEqual({
      ok: true,
      decline: { reason: 'price', other: '', note: 'Too dear' },
    });
  });

  it('refuses no reason or one not on the list, in words', () => {
    for (const reason of [undefined, '', '  ', 'too_blue', 'Price'])
      expect(declineOf({ reason })).toEqual({ ok: false, message: DECLINE_MESSAGES.reasonRequired });
  });

  it('needs the words of "other", and keeps no words with another reason', () => {
    expect(declineOf({ reason: 'other', other: '  ' })).toEqual({
      ok: false,
      message: DECLINE_MESSAGES.otherRequired,
    });
    expect(declineOf({ reason: 'other', other: ' Board said no ' })).toMatchObject({
      decline: { reason: 'other', other: 'Board said no' },
    });
    expect(declineOf({ reason: 'lead_time', other: 'ignored' })).toMatchObject({ decline: { other: '' } });
  });

  it('reads the same in the history and in the mail', () => {
    const decline = { reason: 'other' as const, other: 'Board said no', note: 'Next year' };
    expect(declineDetailOf(decline)).toBe('reason: Other: Board said no; note: Next year');
    expect(declineMailLines({ ...decline, note: '' })).toEqual(['Reason: Other: Board said no']);
  });
});
