import { actionForStatus } from '@portal/domain/status';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { editQuote } from './edit-quote.ts';

/** POST /quotes/setstatus/{id}: the status wanted, through the same machine as a save. */
export async function setStatus(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  { status, version, hash }: { status: string; version?: number | undefined; hash?: string | undefined },
) {
  const action = actionForStatus(status, user);
  if (!action) throw badRequest(`The status "${status}" cannot be set here.`);
  return editQuote(ctx, user, id, { action: action as never, version, hash });
}
