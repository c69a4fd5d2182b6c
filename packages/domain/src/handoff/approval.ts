import { ORDER_STATUS_TEXT } from '../status/states.ts';

/**
 * The approval that sends the invoice (quote spec 1, 'Next Steps'; decisions/098): the move of a
 * quote into Requested Order, whoever makes it: the customer accepting a completed quote (in the
 * editor, on the order page or by the e-mailed link) or staff submitting the order for them.
 */
export const isApproval = (before: { order_status: string }, after: { order_status: string }): boolean =>
  before.order_status === '' && after.order_status === ORDER_STATUS_TEXT.requested;
