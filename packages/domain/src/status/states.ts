/**
 * Quote statuses as stored (both specs, section 4). Empty is a draft; whether "Draft Quote" is
 * the same state is not shown, so both read as draft. "Pending" and "Pending Quote" both read as
 * pending (docs/decisions/023-status-machine.md).
 */
export const QUOTE_STATUSES = [
  '',
  'Draft Quote',
  'Requested',
  'Pending',
  'Pending Quote',
  'Completed Quote',
  'Declined Quote',
] as const;
export const ORDER_STATUSES = ['', 'Requested Order', 'Completed Order'] as const;

export type QuoteStage = 'new' | 'draft' | 'requested' | 'pending' | 'completed' | 'declined';
export type OrderStage = 'none' | 'requested' | 'completed';

/** What a status becomes when an action sets it. */
export const STATUS_TEXT: Record<Exclude<QuoteStage, 'new'>, string> = {
  draft: '',
  requested: 'Requested',
  pending: 'Pending Quote',
  completed: 'Completed Quote',
  declined: 'Declined Quote',
};
export const ORDER_STATUS_TEXT: Record<OrderStage, string> = {
  none: '',
  requested: 'Requested Order',
  completed: 'Completed Order',
};

export const quoteStage = (status: string | null | undefined): QuoteStage | null => {
  const s = (status ?? '').trim();
  if (s === '' || s === 'Draft Quote' || s === 'Draft') return 'draft';
  if (s === 'Requested') return 'requested';
  if (s === 'Pending' || s === 'Pending Quote') return 'pending';
  if (s === 'Completed Quote') return 'completed';
  if (s === 'Declined Quote') return 'declined';
  return null;
};

/**
 * "An order_status containing 'Completed' or 'Requested' counts as already accepted"
 * (accounts spec 4.1), so containment is what counts, not equality.
 */
export const orderStage = (orderStatus: string | null | undefined): OrderStage | null => {
  const s = (orderStatus ?? '').trim();
  if (s === '') return 'none';
  if (s.includes('Completed')) return 'completed';
  if (s.includes('Requested')) return 'requested';
  return null;
};

export const isAccepted = (orderStatus: string | null | undefined): boolean => {
  const stage = orderStage(orderStatus);
  return stage === 'requested' || stage === 'completed';
};
