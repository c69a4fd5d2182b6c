import { describe, expect, it } from 'vitest';
import { smsDefinition } from './sms-channel.ts';

/**
 * Texts already queued were keyed by their callers in these formats (a staff text by a hash of
 * its quote, number, words and minute); the channel's key builder must give the same strings.
 */
describe("the SMS channel's keys", () => {
  const keyOf = smsDefinition.keyOf;
  const text = { kind: 'quote-sms', quoteId: 12, to: '+61412345678', body: 'Your quote is ready' } as const;

  it('keys each kind of text as its rows in outbox tables are keyed', () => {
    expect(keyOf({ ...text, at: new Date('2026-11-26T10:15:30Z') })).toBe(
      'sms-ghjWaT0xv_H0KOCVwC_gAW_rvD5qyJDgTo2tkU_fUf0',
    );
    expect(keyOf({ kind: 'reminder', reminderId: 41 })).toBe('reminder-41-sms');
  });

  it('makes the same words to the same number one text within a minute, and a new one after it', () => {
    const at = (time: string) => keyOf({ ...text, at: new Date(`2026-11-26T${time}Z`) });
    expect(at('10:15:01')).toBe(at('10:15:59'));
    expect(at('10:16:00')).toBe('sms-6NCBpgB8s7uEnFxRxHm6R5TY8TMFSFdxirogUFvrXcM');
    expect(keyOf({ ...text, to: '+61412345679', at: new Date('2026-11-26T10:15:30Z') })).not.toBe(
      at('10:15:30'),
    );
  });
});
