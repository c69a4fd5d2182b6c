import type { HandoffState, OrderHandoffAnswer } from '@portal/domain/handoff';
import { describe, expect, it } from 'vitest';
import { orderHandoff } from '../../../testing/handoff-states.ts';
import { HANDOFF_POLL_MS, pollWhileMoving, stillMoving } from './poll.ts';

const order = (job: Partial<HandoffState>, invoice: Partial<HandoffState> = {}): OrderHandoffAnswer =>
  orderHandoff(job, invoice);

describe('asking about hand-offs again', () => {
  it('asks every few seconds while a job or an invoice is on its way', () => {
    expect(stillMoving([order({ state: 'waiting' })])).toBe(true);
    expect(stillMoving([order({ state: 'sent' }, { state: 'waiting' })])).toBe(true);
    expect(pollWhileMoving([order({ state: 'sent' }), order({ state: 'waiting' })])).toBe(HANDOFF_POLL_MS);
  });

  it('stops once nothing waits, and for work held until its service is set up', () => {
    expect(pollWhileMoving([order({ state: 'sent' }, { state: 'failed' })])).toBe(false);
    expect(pollWhileMoving([order({ state: 'waiting', configured: false })])).toBe(false);
    expect(pollWhileMoving([])).toBe(false);
    expect(pollWhileMoving(undefined)).toBe(false);
  });
});
