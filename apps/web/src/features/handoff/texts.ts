import { HANDOFF_MESSAGES, HANDOFF_STATE_LABELS, type HandoffState } from '@portal/domain/handoff';

/** The two hand-offs of an order: its job in WorkflowMax and its invoice in Xero. */
export type HandoffKind = 'job' | 'invoice';

export const HANDOFF_NAMES: Record<HandoffKind, string> = { job: 'Job', invoice: 'Invoice' };

/** What a hand-off waiting for a service that is not set up says (the domain's words). */
export const NOT_SET_UP: Record<HandoffKind, string> = {
  job: HANDOFF_MESSAGES.jobWaiting,
  invoice: HANDOFF_MESSAGES.invoiceWaiting,
};

/**
 * A hand-off in one line of words, after its name: the domain's state label, then the number
 * once there is one, then its detail: Xero's status for the invoice; for the job, where it stands
 * in WorkflowMax and its category beside the order ("In Progress (Embroidery)"), its category in
 * the Jobs tab.
 */
export const handoffWords = (handoff: HandoffState): string =>
  [HANDOFF_STATE_LABELS[handoff.state], handoff.number, handoff.detail].filter(Boolean).join(' ');
