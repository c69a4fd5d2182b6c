import { MEMO_MESSAGES, type MemoAddedAnswer, plainTextOfNote } from '@portal/domain/memos';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { Author } from './author.ts';
import type { MemoThread } from './memo-thread.ts';
import { memoAnswerOf } from './memos.repo.ts';
import { sanitizeNote } from './sanitize-note.ts';
import { type NoteSource, writeMemo } from './write-memo.ts';

/**
 * Writes a note into a thread with the quote's memo_note, in one transaction. The HTML is
 * sanitised here, on write, whoever sent it; a note left with no words and no image is refused.
 */
export async function addNote(
  ctx: AppContext,
  author: Author,
  thread: MemoThread,
  html: string,
  source: NoteSource = 'portal',
): Promise<MemoAddedAnswer> {
  const content = sanitizeNote(html);
  if (plainTextOfNote(content) === '' && !/<img\b/i.test(content))
    throw badRequest(MEMO_MESSAGES.noteRequired);
  return ctx.db.transaction(async (tx) => {
    const { memo, memoNote } = await writeMemo(ctx, tx, thread, author, {
      messageFormat: 'html',
      content,
      source,
    });
    return {
      message: MEMO_MESSAGES.added,
      memo: memoAnswerOf({ memo, file: null }, author),
      memo_note: memoNote,
    };
  });
}
