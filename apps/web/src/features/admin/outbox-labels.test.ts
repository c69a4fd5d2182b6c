import { HANDOFF_STATE_LABELS } from '@portal/domain/handoff';
import { describe, expect, it } from 'vitest';
import { channelLabel, statusLabel } from './outbox-labels.ts';

describe('the Outbox labels', () => {
  it('names the hand-off channels and keeps mail and sms as they are', () => {
    expect(channelLabel('jobs')).toBe('Job management');
    expect(channelLabel('invoicing')).toBe('Invoicing');
    expect(channelLabel('mail')).toBe('mail');
    expect(channelLabel('sms')).toBe('sms');
  });

  it('shows a pending job or invoice as waiting, and every other status as it is', () => {
    expect(statusLabel('jobs', 'pending')).toBe(HANDOFF_STATE_LABELS.waiting);
    expect(statusLabel('invoicing', 'pending')).toBe('Waiting');
    expect(statusLabel('jobs', 'failed')).toBe('failed');
    expect(statusLabel('invoicing', 'sent')).toBe('sent');
    expect(statusLabel('mail', 'pending')).toBe('pending');
  });
});
