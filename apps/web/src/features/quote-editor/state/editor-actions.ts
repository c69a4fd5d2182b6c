import { canApply, isAccepted, type QuoteState, quoteStage, type StatusAction } from '@portal/domain/status';

/**
 * The buttons of the Order Summary (quote spec 4, "Quote status"). Which ones show is asked of
 * the status machine (canApply), so the screen offers exactly what the server accepts.
 */
export type EditorButton =
  | { id: string; label: string; kind: 'submit'; action: StatusAction }
  | { id: string; label: string; kind: 'delete' | 'repeat' | 'pdf' | 'email' | 'sms' | 'jobs' };

const submit = (id: string, label: string, action: StatusAction): EditorButton => ({
  id,
  label,
  kind: 'submit',
  action,
});
const PDF: EditorButton = { id: 'pdf', label: 'Download PDF', kind: 'pdf' };
/** Opens the Email Quote dialog (issue 12 item 3): staff, on quotes and on orders. */
const EMAIL: EditorButton = { id: 'email', label: 'Email Quote', kind: 'email' };
/** Opens the Send Sms dialog (issue 12 item 6): staff, on quotes. */
const SMS: EditorButton = { id: 'sms', label: 'Send Quote SMS', kind: 'sms' };
/** Opens the Send to Job Management dialog (issue 14): staff, on orders. */
const JOBS: EditorButton = { id: 'jobs', label: 'Send to Job Management', kind: 'jobs' };

export type ButtonContext = {
  quote: QuoteState;
  admin: boolean;
  /** A customer confirmed a change to a Completed Quote: saving sends confirm_edit. */
  editConfirmed: boolean;
};

/** The buttons for this role and state, in the order the spec lists them. */
export function editorButtons({ quote, admin, editConfirmed }: ButtonContext): EditorButton[] {
  const role = admin ? 'admin' : 'customer';
  const can = (action: StatusAction) => canApply(quote, action, role);
  const stage = quoteStage(quote.status);
  const order = (quote.order_status ?? '').trim() !== '';
  const buttons: EditorButton[] = [];
  if (admin && order) {
    // Admin on an order: Save Order, Complete Order (hidden once completed), Email, PDF, Reorder, job service.
    if (can('save_order')) buttons.push(submit('save_order', 'Save Order', 'save_order'));
    if (can('accept_order')) buttons.push(submit('accept_order', 'Complete Order', 'accept_order'));
    buttons.push(EMAIL, PDF);
    if (can('reorder')) buttons.push({ id: 'reorder', label: 'Reorder', kind: 'repeat' });
    buttons.push(JOBS);
    return buttons;
  }
  if (admin) {
    // Admin on a quote: Save, Submit Quote, Submit Order, Email, PDF, Duplicate, SMS, Delete.
    if (can('save')) buttons.push(submit('save', 'Save', 'save'));
    if (can('complete_quote')) buttons.push(submit('complete_quote', 'Submit Quote', 'complete_quote'));
    if (can('request_order')) buttons.push(submit('request_order', 'Submit Order', 'request_order'));
    buttons.push(EMAIL, PDF);
    if (can('duplicate')) buttons.push({ id: 'duplicate', label: 'Duplicate', kind: 'repeat' });
    buttons.push(SMS);
    if (can('delete')) buttons.push({ id: 'delete', label: 'Delete', kind: 'delete' });
    return buttons;
  }
  // A customer with an order only has Reorder.
  if (order) return can('reorder') ? [{ id: 'reorder', label: 'Reorder', kind: 'repeat' }] : [];
  if (stage === 'completed') {
    if (editConfirmed) buttons.push(submit('save', 'Save', 'confirm_edit'));
    if (can('decline_quote')) buttons.push(submit('decline_quote', 'Decline', 'decline_quote'));
    if (can('request_order') && !isAccepted(quote.order_status))
      buttons.push(submit('request_order', 'Accept', 'request_order'));
  } else {
    if (can('save')) buttons.push(submit('save', 'Save', 'save'));
    // "Submit Quote (shown for a Draft Quote)": also after a decline, to ask again.
    if ((stage === 'draft' || stage === 'declined') && can('request_quote'))
      buttons.push(submit('request_quote', 'Submit Quote', 'request_quote'));
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
