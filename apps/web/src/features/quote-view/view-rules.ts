import { isAdmin } from '@portal/domain/access';
import type { SubmitAction } from '@portal/domain/quote';
import { applyAction, type QuoteState as State, type StatusAction } from '@portal/domain/status';

type Viewer = { role: string };

/**
 * SUBMIT ORDER's machine action: the customer's SUBMIT ORDER, or the admin's Submit Order that
 * requests the order on the client's behalf (accounts spec 4.1).
 */
export const submitOrderAction = (viewer: Viewer): SubmitAction =>
  isAdmin(viewer) ? 'request_order' : 'submit_order';

/** Why SUBMIT ORDER cannot be pressed now, in the machine's words; null when it can. */
export const submitOrderRefusal = (quote: State, viewer: Viewer): string | null => {
  const move = applyAction(quote, submitOrderAction(viewer), viewer);
  return move.ok ? null : move.reason;
};

/** The copy the server's repeat call makes: a reorder of an order, otherwise a duplicate. */
const repeatAction = (quote: State): StatusAction => (quote.order_status ? 'reorder' : 'duplicate');

/**
 * REPEAT QUOTE: when the machine lets this viewer copy the quote on the server (staff duplicate
 * anything; anyone reorders an accepted order), the copy is made and opened. A customer's quote
 * that cannot be copied goes to the new-quote page in repeat mode instead (accounts spec 2.9).
 */
export const repeatMode = (quote: State, viewer: Viewer): 'copy' | 'new-page' =>
  applyAction(quote, repeatAction(quote), viewer).ok ? 'copy' : 'new-page';
