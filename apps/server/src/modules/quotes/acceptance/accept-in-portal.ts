import { isAdmin } from '@portal/domain';
import { ACCEPTANCE_MESSAGES } from '@portal/domain/acceptance';
import type { AppContext } from '../../../app-context.ts';
import { forbidden } from '../../../lib/http-error.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { editQuote } from '../edit-quote.ts';
import type { AcceptanceFacts } from './acceptance-facts.ts';

/**
 * POST /quotes/acceptquote/{id}: the customer's Accept in the portal with its form (the typed
 * name, the PO number and file): the same move as the editor's Accept (request_order), at the
 * version the page holds and of the revision on screen (its hash), with the acceptance recorded
 * in its transaction.
 */
export function acceptInPortal(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  shown: { version: number | undefined; hash: string | undefined },
  facts: AcceptanceFacts,
) {
  // Staff place an order for the client with Submit Order; accepting is the customer's own word.
  if (isAdmin(user)) throw forbidden(ACCEPTANCE_MESSAGES.customersOnly);
  return editQuote(ctx, user, id, { action: 'request_order', ...shown }, facts);
}
