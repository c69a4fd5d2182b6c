import type { setStatusBody } from '@portal/domain/quote';
import { actionForStatus } from '@portal/domain/status';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { RequestFacts } from './acceptance/acceptance-facts.ts';
import { editQuote } from './edit-quote.ts';

type SetStatusBody = z.output<typeof setStatusBody>;

/** POST /quotes/setstatus/{id}: the status wanted, through the same machine as a save. */
export async function setStatus(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  { status, version, ...named }: SetStatusBody,
  facts?: RequestFacts,
) {
  const action = actionForStatus(status, user);
  if (!action) throw badRequest(`The status "${status}" cannot be set here.`);
  // Accepting names the revision on screen (hash) and declining its reason, as on the edit call.
  return editQuote(ctx, user, id, { action: action as never, version, ...named }, facts);
}
