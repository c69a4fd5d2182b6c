import { describe, expect, it } from 'vitest';
import { readSmtpLimits } from '../config.ts';
import { DEFAULT_SMTP_LIMITS } from './transport.ts';

describe('the mail provider limits an operator sets', () => {
  it('holds five connections with no rate limit when nothing is set', () => {
    expect(readSmtpLimits({})).toEqual({ connections: 5, perSecond: 0 });
    expect(DEFAULT_SMTP_LIMITS).toEqual(readSmtpLimits({}));
  });

  it('reads the connections and mails a second the provider allows', () => {
    expect(readSmtpLimits({ SMTP_MAX_CONNECTIONS: '20', SMTP_MAX_PER_SECOND: ' 14 ' })).toEqual({
      connections: 20,
      perSecond: 14,
    });
  });

  it('stops the server with the variable named when a value cannot be meant', () => {
    expect(() => readSmtpLimits({ SMTP_MAX_CONNECTIONS: '0' })).toThrow(
      'SMTP_MAX_CONNECTIONS must be a whole number from 1 to 50; it is "0".',
    );
    expect(() => readSmtpLimits({ SMTP_MAX_CONNECTIONS: 'five' })).toThrow('SMTP_MAX_CONNECTIONS');
    expect(() => readSmtpLimits({ SMTP_MAX_PER_SECOND: '2.5' })).toThrow(
      'SMTP_MAX_PER_SECOND must be a whole number from 0 to 10000; it is "2.5".',
    );
  });
});
