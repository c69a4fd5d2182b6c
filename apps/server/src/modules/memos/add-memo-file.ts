import { MEMO_MESSAGES, type MemoAddedAnswer } from '@portal/domain/memos';
import type { AppContext } from '../../app-context.ts';
import { storeFile, type Upload } from '../files/index.ts';
import type { Author } from './author.ts';
import type { MemoThread } from './memo-thread.ts';
import { type MemoRow, memoAnswerOf } from './memos.repo.ts';
import { type NoteSource, writeMemo } from './write-memo.ts';

/**
 * A file in a thread: checked by content and stored like any artwork file
 * (kind 'memo', owned by the client, so its owner and staff can download it), with its note and
 * the quote's memo_note written in the file's transaction.
 */
export async function addMemoFile(
  ctx: AppContext,
  author: Author,
  thread: MemoThread,
  upload: Upload,
  source: NoteSource = 'portal',
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
      added = await writeMemo(ctx, tx, thread, author, {
        messageFormat: 'file',
        content: row.fileName,
        fileId: row.id,
        source,
      });
    },
  );
  if (!added) throw new Error('memo not written');
  return {
    message: MEMO_MESSAGES.fileAdded,
    memo: memoAnswerOf({ memo: added.memo, file }, author),
    memo_note: added.memoNote,
  };
}
