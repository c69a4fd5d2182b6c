import { describe, expect, it } from 'vitest';
import { mailDefinition } from './mail-channel.ts';

/**
 * Mails already queued were keyed by their callers in these formats; the channel's key builder
 * must give the same strings for the same facts, or a mail retried across the change goes twice.
 */
describe("the mail channel's keys", () => {
  const keyOf = mailDefinition.keyOf;

  it('keys each kind of mail as its rows in outbox tables are keyed', () => {
    expect(keyOf({ kind: 'quote-email', quoteId: 12, version: 3 })).toBe('quote-email-12-3');
    expect(keyOf({ kind: 'proofs', quoteId: 12, proofLinkId: 7 })).toBe('proof-email-12-7');
    expect(keyOf({ kind: 'reminder', reminderId: 41 })).toBe('reminder-41-email');
    expect(keyOf({ kind: 'password-reset', tokenHash: 'aB3_x-9' })).toBe('reset-aB3_x-9');
    expect(keyOf({ kind: 'link-answer', linkId: 5 })).toBe('link-answer-5');
    expect(keyOf({ kind: 'quote-decline', declineId: 8 })).toBe('quote-decline-8');
    expect(keyOf({ kind: 'order-step', quoteId: 12, step: 'dispatched' })).toBe('order-step-12-dispatched');
    expect(keyOf({ kind: 'memo-digest', clientId: 4, quoteId: 12, side: 'staff', firstMemoId: 90 })).toBe(
      'memo-4-12-staff-90',
    );
    expect(
      keyOf({ kind: 'memo-digest', clientId: 4, quoteId: null, side: 'customer', firstMemoId: 91 }),
    ).toBe('memo-4-client-customer-91');
  });

  it('gives different mails different keys', () => {
    const keys = [
      keyOf({ kind: 'quote-email', quoteId: 12, version: 3 }),
      keyOf({ kind: 'quote-email', quoteId: 12, version: 4 }),
      keyOf({ kind: 'quote-email', quoteId: 13, version: 3 }),
      keyOf({ kind: 'memo-digest', clientId: 4, quoteId: 12, side: 'staff', firstMemoId: 90 }),
      keyOf({ kind: 'memo-digest', clientId: 4, quoteId: 12, side: 'customer', firstMemoId: 90 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
