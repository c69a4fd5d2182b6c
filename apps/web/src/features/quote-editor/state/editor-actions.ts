import { canApply, isAccepted, type QuoteState, quoteStage, type StatusAction } from '@portal/domain/status';

/**
 * The buttons of the Order Summary (quote spec 4, "Quote status"). Which ones show is asked of
 * the status machine (canApply), so the screen offers exactly what the server accepts.
 */
export type EditorButton =
  | { id: string; label: string; kind: 'submit'; action: StatusAction }
  | {
      id: string;
      label: string;
      kind:
        | 'delete'
        | 'repeat'
        | 'new-from'
        | 'catalogue'
        | 'brand'
        | 'pdf'
        | 'email'
        | 'sms'
        | 'jobs'
        | 'changes'
        | 'pricing'
        | 'renew'
        | 'reprice';
    };

const submit = (id: string, label: string, action: StatusAction): EditorButton => ({
  id,
  label,
  kind: 'submit',
  action,
});
const PDF: EditorButton = { id: 'pdf', label: 'Download PDF', kind: 'pdf' };
/** Opens the Email Quote dialog: staff, on quotes and on orders. */
const EMAIL: EditorButton = { id: 'email', label: 'Email Quote', kind: 'email' };
/** Opens the Send Sms dialog: staff, on quotes. */
const SMS: EditorButton = { id: 'sms', label: 'Send Quote SMS', kind: 'sms' };
/** Opens the Send to Job Management dialog: staff, on orders. */
const JOBS: EditorButton = { id: 'jobs', label: 'Send to Job Management', kind: 'jobs' };
/**
 * Opens the Add Product dialog: pick a catalogue, then products (accounts spec 2.10; staff on an
 * order, the customer on their order page). Staff's catalogue fees stay in the table's menus.
 */
const ADD_CATALOGUE: EditorButton = { id: 'catalogue', label: 'ADD CATALOGUE', kind: 'catalogue' };
/** Puts the customer's brand on every garment at a chosen position (decisions/100). */
const ADD_BRAND: EditorButton = { id: 'brand', label: 'ADD BRAND MANAGEMENT', kind: 'brand' };
/** A new request started from this order's garments, as REPEAT QUOTE does on the view page. */
const REPEAT_ORDER: EditorButton = { id: 'repeat_order', label: 'REPEAT ORDER', kind: 'new-from' };
const REORDER: EditorButton = { id: 'reorder', label: 'Reorder', kind: 'repeat' };
/** Asks staff for changes instead of declining: the quote stays open (decisions/124). */
const REQUEST_CHANGES: EditorButton = { id: 'request_changes', label: 'Request changes', kind: 'changes' };

/** On an expired quote, in place of Accept: asks staff to price it again, through the log. */
const REQUEST_PRICING: EditorButton = {
  id: 'request_pricing',
  label: 'Request updated pricing',
  kind: 'pricing',
};

/** Staff: the same prices with a new valid-to date (decisions/141). */
const RENEW: EditorButton = { id: 'renew', label: 'Renew', kind: 'renew' };
/** Staff: the quote priced again at today's catalogues and price tables (decisions/141). */
const REPRICE: EditorButton = { id: 'reprice', label: 'Re-price', kind: 'reprice' };

export type ButtonContext = {
  quote: QuoteState;
  admin: boolean;
  /** A customer confirmed a change to a Completed Quote: saving sends confirm_edit. */
  editConfirmed: boolean;
  /** Opened on an order path (/myorders/edit/{id}), where a reorder's copy opens. */
  orderPage?: boolean;
  /** Past the end of its valid-to day in the business's time zone: it can no longer be accepted. */
  expired?: boolean;
};

/**
 * The buttons for this role and state, in the order the spec lists them (quote spec 4, accounts
 * spec 2.10 and 4.1; how the two fit is decisions/100). Labels are the spec's words: the accounts
 * spec's capitals where it gives them (ADD CATALOGUE, Finalise ORDER, SUBMIT ORDER), the quote
 * spec's buttons otherwise.
 */
export function editorButtons({
  quote,
  admin,
  editConfirmed,
  orderPage = false,
  expired = false,
}: ButtonContext): EditorButton[] {
  const role = admin ? 'admin' : 'customer';
  const can = (action: StatusAction) => canApply(quote, action, role);
  const stage = quoteStage(quote.status);
  const order = (quote.order_status ?? '').trim() !== '';
  const buttons: EditorButton[] = [];
  if (admin && order) {
    // Admin order finalisation: Save Order, ADD CATALOGUE, Finalise ORDER (hidden once completed),
    // Email, PDF, Reorder, the job service.
    if (can('save_order')) buttons.push(submit('save_order', 'Save Order', 'save_order'), ADD_CATALOGUE);
    if (can('finalise_order')) buttons.push(submit('finalise_order', 'Finalise ORDER', 'finalise_order'));
    buttons.push(EMAIL, PDF);
    if (can('reorder')) buttons.push(REORDER);
    buttons.push(JOBS);
    return buttons;
  }
  if (admin) {
    // Admin on a quote: Save, Submit Quote, Submit Order, Email, PDF, Duplicate, SMS, Delete.
    if (can('save')) buttons.push(submit('save', 'Save', 'save'));
    if (can('complete_quote')) buttons.push(submit('complete_quote', 'Submit Quote', 'complete_quote'));
    if (can('request_order')) buttons.push(submit('request_order', 'Submit Order', 'request_order'));
    buttons.push(EMAIL, PDF);
    // The spec names neither: beside the send buttons, on any quote staff can still save.
    if (can('save')) buttons.push(RENEW, REPRICE);
    if (can('duplicate')) buttons.push({ id: 'duplicate', label: 'Duplicate', kind: 'repeat' });
    buttons.push(SMS);
    if (can('delete')) buttons.push({ id: 'delete', label: 'Delete', kind: 'delete' });
    return buttons;
  }
  // A customer with an order (requested or completed) only has Reorder.
  if (order) return can('reorder') ? [REORDER] : [];
  // The customer's order page: the draft a Reorder opens, not yet placed (accounts spec 2.10).
  if (orderPage && stage === 'draft') {
    if (can('save_order')) buttons.push(ADD_CATALOGUE, ADD_BRAND);
    buttons.push(REPEAT_ORDER);
    if (can('save_order')) buttons.push(submit('save_order', 'SAVE ORDER', 'save_order'));
    if (can('submit_order')) buttons.push(submit('submit_order', 'SUBMIT ORDER', 'submit_order'));
    return buttons;
  }
  // Customer quote edit: save, request quote, decline quote, revise, request order.
  if (stage === 'completed') {
    if (editConfirmed) buttons.push(submit('save', 'Save', 'confirm_edit'));
    if (can('decline_quote'))
      buttons.push(submit('decline_quote', 'Decline', 'decline_quote'), REQUEST_CHANGES);
    if (can('request_order') && !isAccepted(quote.order_status))
      buttons.push(expired ? REQUEST_PRICING : submit('request_order', 'Accept', 'request_order'));
  } else {
    if (can('save')) buttons.push(submit('save', 'Save', 'save'));
    // "Submit Quote (shown for a Draft Quote)": also after a decline, to ask again.
    if ((stage === 'draft' || stage === 'declined') && can('request_quote'))
      buttons.push(submit('request_quote', 'Submit Quote', 'request_quote'));
    // A request already with staff, changed: a new revision of it, status kept.
    if (can('revise')) buttons.push(submit('revise', 'Revise', 'revise'));
  }
  if (can('delete')) buttons.push({ id: 'delete', label: 'Delete', kind: 'delete' });
  return buttons;
}

/**
 * Plain saves keep the user on the page; every other action goes to the list (accounts 4.1),
 * except a customer's request_order, which opens the order-submitted note instead.
 */
export const staysOnPage = (action: StatusAction, admin: boolean): boolean =>
  action === 'save' ||
  action === 'save_order' ||
  action === 'confirm_edit' ||
  (!admin && action === 'request_order');
