import { isAdmin, MESSAGES } from '@portal/domain';
import { MEMO_MESSAGES, type uploadMemoFileBody } from '@portal/domain/memos';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { CHOOSE_CLIENT } from '../files/index.ts';
import { quoteHeadForUser } from '../quotes/index.ts';
import { findUserById } from '../users/index.ts';

/** A conversation: a client's own log (`quoteId` null) or one quote's log of that client. */
export type MemoThread = { clientId: number; quoteId: number | null };

/** A quote's log, if the caller may reach the quote (anyone else's is 404). */
export async function quoteThread(db: Db | Tx, caller: AuthUser, quoteId: number): Promise<MemoThread> {
  const quote = await quoteHeadForUser(db, caller, quoteId);
  return { clientId: quote.userId, quoteId: quote.id };
}

/**
 * A client's log: a customer's is its own (another account's id is 404, decisions/081); staff
 * name any customer account.
 */
export async function clientThread(ctx: AppContext, caller: AuthUser, userId: number): Promise<MemoThread> {
  if (!isAdmin(caller)) {
    if (userId !== caller.id) throw notFound(MESSAGES.notFound);
    return { clientId: caller.id, quoteId: null };
  }
  const client = await findUserById(ctx.db, userId);
  if (!client || isAdmin(client)) throw notFound(MESSAGES.notFound);
  return { clientId: client.id, quoteId: null };
}

/** Whether the caller may read and write a thread (used where the thread comes from a note). */
export const mayUseThread = (caller: AuthUser, thread: MemoThread): boolean =>
  isAdmin(caller) || thread.clientId === caller.id;

/**
 * The thread a file goes to: the quote's on the edit screen (`msg_type` 'quote', which needs
 * the quote: 'Quote is empty'), otherwise the client's log (a customer's own by default).
 */
export async function uploadThreadOf(
  ctx: AppContext,
  caller: AuthUser,
  body: z.output<typeof uploadMemoFileBody>,
): Promise<MemoThread> {
  if (body.msg_type === 'quote' || body.quote_id !== undefined) {
    if (body.quote_id === undefined) throw badRequest(MEMO_MESSAGES.quoteEmpty);
    return quoteThread(ctx.db, caller, body.quote_id);
  }
  const userTo = body.user_to ?? (isAdmin(caller) ? undefined : caller.id);
  if (userTo === undefined) throw badRequest(CHOOSE_CLIENT);
  return clientThread(ctx, caller, userTo);
}
