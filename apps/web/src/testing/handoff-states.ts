import type { HandoffState, OrderHandoffAnswer } from '@portal/domain/handoff';

/** A hand-off as the server answers it, nothing sent yet unless the test says otherwise. */
export const handoffState = (over: Partial<HandoffState> = {}): HandoffState => ({
  state: 'none',
  number: null,
  detail: null,
  error: null,
  outbox_id: null,
  configured: true,
  ...over,
});

/** An order's job and invoice, for the tests of the hand-off's screens. */
export const orderHandoff = (
  job: Partial<HandoffState> = {},
  invoice: Partial<HandoffState> = {},
  quoteId = 1,
): OrderHandoffAnswer => ({ quote_id: quoteId, job: handoffState(job), invoice: handoffState(invoice) });
