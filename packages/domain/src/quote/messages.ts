/**
 * Texts of the quote screens and calls, word for word from the quote spec (sections 2, 4, 8)
 * and the accounts spec (sections 4, 5, 8). Server and web take them from here.
 */
export const QUOTE_MESSAGES = {
  productsAdded: 'The products have been added into the list',
  duplicated: 'Your order has been duplicated',
  copied: 'Your order has been copied',
  brandAdded: 'Your brand has been added',
  brandDeleted: 'Your brand has been deleted',
  visualAdded: 'Your visual has been added',
  visualDeleted: 'Your visual has been deleted',
  logoAdded: 'Your logo has been added',
  smsSent: 'Sms has been sent.',
  smsFailed: 'Failed to send sms',
  deleteFailed: 'Failed to delete quote.',
  busy: 'Warning! Someone is working with this quote',
  busyAdmin: 'Someone is working with this quote',
  noMatches: 'No matches found',
  contactRequired: 'You must select the contact user. Please try again',
  selectCompanyFirst: 'Please select company first.',
  invalidUserId: 'Invalid userid',
  quoteEmpty: 'Quote is empty',
  changesSaved: 'Your changes have been saved',
  quoteCompleted: 'Your quote has been completed',
  quoteRevised: 'Your quote has been revised',
  orderSaved: 'Your order has been saved',
  orderRequested: 'Your order has been requested',
  orderCompleted: 'Your order has been completed',
  theOrderCompleted: 'The order has been completed',
  quoteRequested: 'Your quote has been requested',
  quoteDeclined: 'Your quote has been declined',
  orderAdded: 'Your order has been added',
  orderSubmitted: 'Your order has been submitted',
  orderSubmittedNote: 'Your Order has been submitted and we will send you updates as the order progresses.',
  savedIntoWorkflowMax: 'Your order has been saved into workflowmax',
  rejected: 'Rejected the quote successfully',
  // Ours (decisions/060): a write to a quote that does not say which version it was read at.
  versionMissing:
    'This change does not say which version of the quote it was made on. Reload the quote and try again; nothing has been changed.',
} as const;

/** Confirm texts of the quote screens, word for word (including the spec's "??"). */
export const QUOTE_CONFIRM_TEXTS = {
  deleteGroup: 'Deleting this group will remove the items within this group, are you sure?',
  deleteQuote: 'Are you sure to delete this quote?',
  reorder: 'Discounts on prior orders are subject to change when re-ordered.',
  confirmEdit:
    'You are about to make a change to this quote, this will need to be resubmitted as a new quote request, are you sure you want to continue??',
  sendToWorkflowMax: 'Are you sure to send to workflowmax?',
  accept: 'Are you sure to accept your quote?',
  reject: 'Are you sure to reject your quote?',
} as const;

/** The toast after each submit action (accounts spec 8). */
export const ACTION_SUCCESS: Record<string, string> = {
  save: QUOTE_MESSAGES.changesSaved,
  save_order: QUOTE_MESSAGES.orderSaved,
  request_quote: QUOTE_MESSAGES.quoteRequested,
  complete_quote: QUOTE_MESSAGES.quoteCompleted,
  decline_quote: QUOTE_MESSAGES.quoteDeclined,
  revise: QUOTE_MESSAGES.quoteRevised,
  request_order: QUOTE_MESSAGES.orderRequested,
  submit_order: QUOTE_MESSAGES.orderSubmitted,
  accept_order: QUOTE_MESSAGES.orderCompleted,
  finalise_order: QUOTE_MESSAGES.theOrderCompleted,
};

/** Busy-quote presence check interval (quote spec 4 and 9). */
export const ACCESS_CHECK_INTERVAL_MS = 15_000;
