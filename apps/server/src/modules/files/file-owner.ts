import { isAdmin, MESSAGES } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { type AuthUser, currentUser } from '../../plugins/auth.ts';
import { findUserById } from '../users/index.ts';

export const CHOOSE_CLIENT = 'Please select a client first.';

/**
 * Whose files a call is about. A customer's are always its own (another account's id is 404,
 * decisions/081); staff name the client (`userid`), and until they do there is nothing to
 * list or add to (accounts spec 2.6: "Until an admin chooses a client, the lists are empty").
 */
export async function fileOwnerOf(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number | undefined,
): Promise<{ caller: AuthUser; ownerId: number }> {
  const caller = currentUser(request);
  if (!isAdmin(caller)) {
    if (userId !== undefined && userId !== caller.id) throw notFound(MESSAGES.notFound);
    return { caller, ownerId: caller.id };
  }
  if (userId === undefined) throw badRequest(CHOOSE_CLIENT);
  if (!(await findUserById(ctx.db, userId))) throw notFound(MESSAGES.notFound);
  return { caller, ownerId: userId };
}
