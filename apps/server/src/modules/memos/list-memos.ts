import type { MemoLogAnswer } from '@portal/domain/memos';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MemoThread } from './memo-thread.ts';
import { memoAnswerOf, memoNoteOfThread, notesOfThread } from './memos.repo.ts';

/** GET /quotes/getmemo/{quoteId} and /quotes/getcompanymemo/{userId}: the thread, oldest first. */
export async function listMemos(
  ctx: AppContext,
  caller: AuthUser,
  thread: MemoThread,
): Promise<MemoLogAnswer> {
  const [notes, memoNote] = await Promise.all([
    notesOfThread(ctx.db, thread),
    memoNoteOfThread(ctx.db, thread),
  ]);
  return { memos: notes.map((note) => memoAnswerOf(note, caller)), memo_note: memoNote };
}
