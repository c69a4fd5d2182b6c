import { MESSAGES } from '@portal/domain';
import { MEMO_MESSAGES } from '@portal/domain/memos';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { memos, storedFiles } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { mayUseThread } from './memo-thread.ts';
import { mayRemove, refreshMemoNote } from './memos.repo.ts';

/**
 * GET /quotes/removememo/{id} (accounts spec 7, 8 "remove note"): staff remove any note, a
 * customer only its own (a note it cannot even read is 404; another's note in its own thread is
 * refused). A file's record goes with the note and its object after the transaction.
 */
export async function removeMemo(ctx: AppContext, caller: AuthUser, id: number): Promise<string> {
  const storageKey = await ctx.db.transaction(async (tx) => {
    const [memo] = await tx.select().from(memos).where(eq(memos.id, id)).for('update');
    const thread = memo && { clientId: memo.clientId, quoteId: memo.quoteId };
    if (!memo || !thread || !mayUseThread(caller, thread)) throw notFound(MESSAGES.notFound);
    if (!mayRemove(caller, memo)) throw forbidden(MEMO_MESSAGES.notYours);
    await tx.delete(memos).where(eq(memos.id, id));
    const [file] =
      memo.fileId === null
        ? []
        : await tx.delete(storedFiles).where(eq(storedFiles.id, memo.fileId)).returning();
    await refreshMemoNote(tx, thread);
    return file?.storageKey ?? null;
  });
  if (storageKey) await ctx.storage.delete(storageKey);
  return MEMO_MESSAGES.removed;
}
