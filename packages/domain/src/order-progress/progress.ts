import { invoicePaid, type XeroInvoiceFacts } from './invoice-paid.ts';
import { productionStepsOf } from './job-state.ts';
import { ORDER_STEP_LABELS, ORDER_STEPS, type OrderStep } from './steps.ts';

/**
 * How the order's artwork stands: proofs waiting for an answer; every decoration approved or
 * let through by staff ('clear'); or nothing to approve (no proof was ever needed).
 */
export type ProofStanding = 'waiting' | 'clear' | 'none';

/** What is known of an order when its progress is read. */
export type OrderFacts = {
  accepted: boolean;
  proofs: ProofStanding;
  /** The job's state in WorkflowMax, or null when there is no job or it could not be read. */
  jobState: string | null;
  /** The invoice as Xero has it, or null when there is none or it could not be read. */
  invoice: XeroInvoiceFacts | null;
};

/**
 * A step the facts make done. `implied` marks one done only because a later fact passed it
 * (an order with nothing to approve has no approval of its own; a job Completed went out
 * without a Dispatched state): it is shown done, but the customer is told of the step reached.
 */
export type ReachedStep = { step: OrderStep; implied: boolean };

/**
 * Which steps of an order its facts make done (decisions/149): accepted by its acceptance;
 * artwork approved when every decoration's proof is approved or overridden (the production
 * gate's rule), or with the acceptance when there was nothing to approve; the production steps
 * by the WorkflowMax job's state; invoice paid by Xero's status. Nothing is done before the
 * order is accepted.
 */
export function stepsReached(facts: OrderFacts): ReachedStep[] {
  if (!facts.accepted) return [];
  const reached: ReachedStep[] = [{ step: 'accepted', implied: false }];
  const production = productionStepsOf(facts.jobState);
  if (facts.proofs === 'clear') reached.push({ step: 'proofs_approved', implied: false });
  // A job in production had its artwork passed by the gate before it was sent.
  else if (facts.proofs === 'none' || production.length > 0)
    reached.push({ step: 'proofs_approved', implied: true });
  reached.push(...production);
  if (invoicePaid(facts.invoice)) reached.push({ step: 'invoice_paid', implied: false });
  return reached;
}

/** One step as the customer and staff see it: done with its time, or not yet. */
export type OrderStepView = { step: OrderStep; label: string; reached_at: string | null };

/**
 * Every step in order, each with the time it was first reached (ISO) or null. An accepted order
 * shows its acceptance's time before the progress poll has stored the step: the customer who just
 * accepted reads "Order accepted" at once, not after the next pass (the poll stores the same time).
 */
export function orderStepsView(
  stored: readonly { step: string; reachedAt: Date }[],
  acceptedAt: Date | null = null,
): OrderStepView[] {
  const at = new Map(stored.map((row) => [row.step, row.reachedAt.toISOString()]));
  if (acceptedAt && !at.has('accepted')) at.set('accepted', acceptedAt.toISOString());
  return ORDER_STEPS.map((step) => ({
    step,
    label: ORDER_STEP_LABELS[step],
    reached_at: at.get(step) ?? null,
  }));
}

/** Whether every step is done, when the order needs no more reading. */
export const allStepsReached = (stored: readonly { step: string }[]): boolean =>
  ORDER_STEPS.every((step) => stored.some((row) => row.step === step));
