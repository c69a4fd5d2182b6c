import type { EditQuoteBody } from '@portal/domain/quote';
import type { StatusAction } from '@portal/domain/status';
import type { EditorState } from '../state/editor-state.ts';

/**
 * The body of POST /quotes/edit/{id}. A customer never sends the staff-only fields (label,
 * valid-to, approve price, discount): the server refuses a change to them, and a customer's
 * copy of them is redacted, so sending them back would read as a change.
 */
export function saveBody(state: EditorState, action: StatusAction, admin: boolean): Partial<EditQuoteBody> {
  const { label, valid_to, approved_price, discount, ...shared } = state.header;
  const body: Partial<EditQuoteBody> = { ...shared, action: action as EditQuoteBody['action'] };
  // An untouched document is not sent: accepting or declining keeps the figures the customer was given.
  if (state.contentChanged) body.content = state.content;
  if (state.version !== undefined) body.version = state.version;
  // The customer accepts the revision on their screen, named by its hash; the server refuses another.
  if (!admin && state.hash) body.hash = state.hash;
  return admin ? { ...body, label, valid_to, approved_price, discount } : body;
}
