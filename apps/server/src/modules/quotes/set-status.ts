import { actionForStatus } from '@portal/domain/status';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { RequestFacts } from './acceptance/acceptance-facts.ts';
import { editQuote } from './edit-quote.ts';

/** POST /quotes/setstatus/{id}: the status wanted, through the same machine as a save. */
export async function setStatus(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  { status, version }: { status: string; version?: number | undefined },
  facts?: RequestFacts,
) {
  const action = actionForStatus(status, user);
  if (!action) throw badRequest(`The status "${status}" cannot be set here.`);
  return editQuote(ctx, user, id, { action: action as never, version }, facts);
}
