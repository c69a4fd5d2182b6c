import type { Transition } from '../status/transitions.ts';

/**
 * The approval that sends the invoice (quote spec 1, 'Next Steps'; decisions/098 and 100): a move
 * the status machine marks as one. That is the move into Requested Order of figures staff set
 * (the customer accepting a completed quote in the editor, on the order page or by the e-mailed
 * link, or staff placing the order for them), and staff's Finalise ORDER, which approves the
 * order a customer placed from a reorder's draft. The invoice is keyed by its number, so an
 * order approved at its request is not invoiced again when it is finalised.
 */
export const isApproval = (transition: Pick<Transition, 'approves'>): boolean => transition.approves === true;
