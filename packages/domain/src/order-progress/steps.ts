/**
 * The steps of an order after acceptance, in the order a customer expects them (decisions/149).
 * Their labels are plain words: the customer's order page and staff's order show the same.
 */
export const ORDER_STEPS = [
  'accepted',
  'proofs_approved',
  'in_production',
  'dispatched',
  'completed',
  'invoice_paid',
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export const ORDER_STEP_LABELS: Record<OrderStep, string> = {
  accepted: 'Order accepted',
  proofs_approved: 'Artwork approved',
  in_production: 'In production',
  dispatched: 'Dispatched',
  completed: 'Completed',
  invoice_paid: 'Invoice paid',
};
