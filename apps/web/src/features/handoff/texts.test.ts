import type { HandoffState } from '@portal/domain/handoff';
import { describe, expect, it } from 'vitest';
import { handoffWords } from './texts.ts';

const sent: HandoffState = {
  state: 'sent',
  number: 'Q12-R2',
  detail: 'PAID',
  error: null,
  outbox_id: 3,
  configured: true,
};

describe('a hand-off in words', () => {
  it("gives the invoice Xero's status, and the job where it stands in WorkflowMax", () => {
    expect(handoffWords(sent)).toBe('Sent Q12-R2 PAID');
    expect(handoffWords({ ...sent, number: 'J000123', detail: 'In Progress (Embroidery)' })).toBe(
      'Sent J000123 In Progress (Embroidery)',
    );
  });

  it('leaves out what is not there yet', () => {
    expect(handoffWords({ ...sent, state: 'waiting', number: null, detail: null })).toBe('Waiting');
  });
});
