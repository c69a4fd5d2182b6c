import { describe, expect, it } from 'vitest';
import { LINK_STATE_MESSAGES, linkStateMessage, linkStateOf } from './link-state.ts';

const now = new Date('2026-11-25T01:00:00Z');
const link = { revision: 2, expiresAt: new Date('2026-12-24T13:59:59.999Z'), answer: null };
const awaiting = { status: 'Completed Quote', order_status: '', revision: 2 };

describe('linkStateOf', () => {
  it('is open for a completed quote at the link revision before its end', () => {
    expect(linkStateOf(link, awaiting, now)).toBe('open');
  });

  it('says how a used link was answered, before anything else', () => {
    expect(
      linkStateOf({ ...link, answer: 'accepted' }, { ...awaiting, order_status: 'Requested Order' }, now),
    ).toBe('accepted');
    expect(linkStateOf({ ...link, answer: 'rejected' }, { ...awaiting, revision: 3 }, now)).toBe('rejected');
  });

  it('refuses a link to an older revision, an ended link and a quote answered otherwise', () => {
    expect(linkStateOf(link, { ...awaiting, revision: 3 }, now)).toBe('changed');
    expect(linkStateOf(link, awaiting, new Date('2026-12-25T00:00:00Z'))).toBe('expired');
    expect(linkStateOf({ ...link, hash: 'sent' }, { ...awaiting, hash: 'sent' }, now)).toBe('open');
    expect(linkStateOf({ ...link, hash: 'sent' }, { ...awaiting, hash: 'changed' }, now)).toBe('changed');
    expect(linkStateOf({ ...link, hash: 'sent' }, awaiting, now)).toBe('changed');
    expect(linkStateOf(link, { ...awaiting, order_status: 'Requested Order' }, now)).toBe('closed');
    expect(linkStateOf(link, { ...awaiting, status: 'Pending Quote' }, now)).toBe('closed');
  });
});

describe('linkStateMessage', () => {
  it('names the day an expired quote ended, as DD/MM/YYYY', () => {
    expect(linkStateMessage('expired', '2026-12-14')).toBe('This quote expired on 14/12/2026');
    expect(linkStateMessage('changed', '2026-12-14')).toBe(LINK_STATE_MESSAGES.changed);
    expect(linkStateMessage('expired', '')).toBe(LINK_STATE_MESSAGES.expired);
  });
});
