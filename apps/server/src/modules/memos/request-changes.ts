import { isAdmin } from '@portal/domain';
import { CHANGE_REQUEST_MESSAGES, type ChangeRequestAnswer } from '@portal/domain/quote-links';
import { canApply } from '@portal/domain/status';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { quoteHeadForUser, recordHistory } from '../quotes/index.ts';
import type { Author, AuthorColumns } from './author.ts';
import type { MemoThread } from './memo-thread.ts';
import { noteOfText } from './text-note.ts';
import { type NoteSource, writeMemo } from './write-memo.ts';

/**
 * A customer's request for changes into the quote's log, in the caller's transaction: a note of
 * kind 'changes', told to staff as any customer note is. The quote's status is not touched
 * (decisions/124): it stays open for staff to revise.
 */
export async function writeChangeRequest(
  ctx: AppContext,
  tx: Tx,
  thread: MemoThread,
  author: Author | AuthorColumns,
  words: string,
  source: NoteSource,
): Promise<void> {
  await writeMemo(ctx, tx, thread, author, {
    messageFormat: 'html',
    content: noteOfText(words),
    source,
    kind: 'changes',
  });
}

/**
 * POST /quotes/requestchanges/{id}: the quote's customer asks for changes instead of declining.
 * Only a quote awaiting the customer's answer (one they could decline) takes it; another
 * customer's quote is 404; staff change the quote itself.
 */
export async function requestChanges(
  ctx: AppContext,
  caller: AuthUser,
  quoteId: number,
  words: string,
): Promise<ChangeRequestAnswer> {
  if (isAdmin(caller)) throw forbidden(CHANGE_REQUEST_MESSAGES.staffCannot);
  await ctx.db.transaction(async (tx) => {
    const quote = await quoteHeadForUser(tx, caller, quoteId, { forUpdate: true });
    const state = { status: quote.status, order_status: quote.orderStatus, revision: quote.revision };
    if (!canApply(state, 'decline_quote', 'customer')) throw badRequest(CHANGE_REQUEST_MESSAGES.notAwaiting);
    await writeChangeRequest(ctx, tx, { clientId: quote.userId, quoteId: quote.id }, caller, words, 'portal');
    await recordHistory(tx, quote.id, caller, 'requested changes', `R${quote.revision}`);
  });
  return { message: CHANGE_REQUEST_MESSAGES.sent };
}
