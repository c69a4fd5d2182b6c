import { MEMO_MESSAGES, type MemoAddedAnswer } from '@portal/domain/memos';
import type { AppContext } from '../../app-context.ts';
import { memos } from '../../db/schema/index.ts';
import { storeFile, type Upload } from '../files/store-file.ts';
import { type Author, authorOf } from './author.ts';
import type { MemoThread } from './memo-thread.ts';
import { type MemoRow, memoAnswerOf, refreshMemoNote } from './memos.repo.ts';
import { notifyNote } from './notify-note.ts';

/**
 * A file in a thread (issue 13 item 3): checked by content and stored like any artwork file
 * (kind 'memo', owned by the client, so its owner and staff can download it), with its note and
 * the quote's memo_note written in the file's transaction.
 */
export async function addMemoFile(
  ctx: AppContext,
  author: Author,
  thread: MemoThread,
  upload: Upload,
  source: 'portal' | 'email' = 'portal',
): Promise<MemoAddedAnswer> {
  let added: { memo: MemoRow; memoNote: string } | undefined;
  const file = await storeFile(
    ctx,
    upload,
    {
      kind: 'memo',
      checkAs: 'memo',
      ownerId: thread.clientId,
      uploadedBy: author.id,
      ...(thread.quoteId === null ? {} : { quoteId: thread.quoteId }),
    },
    async (tx, row) => {
      const [memo] = await tx
        .insert(memos)
        .values({
          clientId: thread.clientId,
          quoteId: thread.quoteId,
          ...authorOf(author),
          messageFormat: 'file',
          content: row.fileName,
          fileId: row.id,
          source,
        })
        .returning();
      if (!memo) throw new Error('memo row not returned');
      await notifyNote(ctx, tx, thread, memo);
      added = { memo, memoNote: await refreshMemoNote(tx, thread) };
    },
  );
  if (!added) throw new Error('memo not written');
  return {
    message: MEMO_MESSAGES.fileAdded,
    memo: memoAnswerOf({ memo: added.memo, file }, author),
    memo_note: added.memoNote,
  };
}
