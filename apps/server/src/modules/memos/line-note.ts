import type { MemoAddedAnswer } from '@portal/domain/memos';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MemoThread } from './memo-thread.ts';
import { memoAnswerOf } from './memos.repo.ts';
import { noteOfText } from './text-note.ts';
import { writeMemo } from './write-memo.ts';

type LineNote = { kind: 'question' | 'answer'; lineId: string; lineLabel: string; words: string };

/** A question or an answer about one line into the quote's log, answered as the log's writes are. */
export async function writeLineNote(
  ctx: AppContext,
  tx: Tx,
  thread: MemoThread,
  author: AuthUser,
  note: LineNote,
  message: string,
): Promise<MemoAddedAnswer> {
  const { memo, memoNote } = await writeMemo(ctx, tx, thread, author, {
    messageFormat: 'html',
    content: noteOfText(note.words),
    source: 'portal',
    kind: note.kind,
    lineId: note.lineId,
    lineLabel: note.lineLabel,
  });
  return { message, memo: memoAnswerOf({ memo, file: null }, author), memo_note: memoNote };
}
