import { isAdmin } from '@portal/domain';
import {
  MEMO_KINDS,
  type MemoAnswer,
  type MemoKind,
  memoFileUrlOf,
  memoKindLabelOf,
  memoNoteOf,
  type NoteLineSource,
  noteLineOf,
  plainTextOfNote,
} from '@portal/domain/memos';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memos, quotes, storedFiles } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type StoredFileRow, storedFileAnswerOf } from '../files/index.ts';
import type { MemoThread } from './memo-thread.ts';

export type MemoRow = typeof memos.$inferSelect;
export type MemoWithFile = { memo: MemoRow; file: StoredFileRow | null };

const threadIs = (thread: MemoThread) =>
  thread.quoteId === null
    ? and(eq(memos.clientId, thread.clientId), isNull(memos.quoteId))
    : and(eq(memos.clientId, thread.clientId), eq(memos.quoteId, thread.quoteId));

/** A thread's notes with their files, oldest first. */
export async function notesOfThread(db: Db | Tx, thread: MemoThread): Promise<MemoWithFile[]> {
  return db
    .select({ memo: memos, file: storedFiles })
    .from(memos)
    .leftJoin(storedFiles, eq(storedFiles.id, memos.fileId))
    .where(threadIs(thread))
    .orderBy(asc(memos.id));
}

/** Staff remove any note; a customer only the notes it wrote. */
export const mayRemove = (caller: Pick<AuthUser, 'id' | 'role'>, memo: MemoRow): boolean =>
  isAdmin(caller) || memo.authorId === caller.id;

/** One note as the log's calls answer it (accounts spec 3 "Memo"). */
export const memoAnswerOf = (
  { memo, file }: MemoWithFile,
  caller: Pick<AuthUser, 'id' | 'role'>,
): MemoAnswer => ({
  id: memo.id,
  user_name: memo.authorName,
  author_role: memo.authorRole === 'admin' ? 'admin' : 'customer',
  created_at: memo.createdAt.toISOString(),
  content: memo.content,
  message_format: memo.messageFormat === 'file' ? 'file' : 'html',
  // A log's file downloads through the log's own call, for exactly the log's readers.
  file: file ? { ...storedFileAnswerOf(file), url: memoFileUrlOf(file.id, file.fileName) } : null,
  source: memo.source === 'email' || memo.source === 'link' ? memo.source : 'portal',
  can_remove: mayRemove(caller, memo),
  kind: kindOf(memo),
  line_id: memo.lineId,
  line_label: memo.lineLabel,
  answered_at: memo.answeredAt?.toISOString() ?? null,
});

const kindOf = (memo: MemoRow): MemoKind =>
  (MEMO_KINDS as readonly string[]).includes(memo.kind) ? (memo.kind as MemoKind) : 'note';

/** The words of a note for its log line and for mails: the note's text, or the file's name. */
export const memoTextOf = (memo: MemoRow): string =>
  memo.messageFormat === 'file'
    ? memo.content
    : [kindLabelOf(memo), plainTextOfNote(memo.content)].filter(Boolean).join(': ');

/** What the note is, as the log shows it over the note, so its line and mails say it too. */
const kindLabelOf = (memo: MemoRow) =>
  memoKindLabelOf({
    kind: kindOf(memo),
    line_label: memo.lineLabel,
    answered_at: memo.answeredAt?.toISOString() ?? null,
  });

/** A note as its memo_note line names it. */
const lineSourceOf = (memo: MemoRow): NoteLineSource => ({
  created_at: memo.createdAt,
  user_name: memo.authorName,
  text: memoTextOf(memo),
  message_format: memo.messageFormat === 'file' ? 'file' : 'html',
});

/**
 * Rewrites a quote's memo_note from its thread, one line per note (accounts spec 3, 9), in the
 * transaction that removed a note, and answers it. A client's own log has no memo_note.
 */
export async function refreshMemoNote(tx: Tx, thread: MemoThread): Promise<string> {
  if (thread.quoteId === null) return '';
  const notes = await tx.select().from(memos).where(threadIs(thread)).orderBy(asc(memos.id));
  const note = memoNoteOf(notes.map(lineSourceOf));
  await tx.update(quotes).set({ memoNote: note }).where(eq(quotes.id, thread.quoteId));
  return note;
}

/**
 * Adds a new note's line to its quote's memo_note in the note's transaction and answers the
 * result: the other lines stand as they are, so a write does not read the whole thread again.
 */
export async function appendMemoNote(tx: Tx, thread: MemoThread, memo: MemoRow): Promise<string> {
  if (thread.quoteId === null) return '';
  const line = noteLineOf(lineSourceOf(memo));
  const [row] = await tx
    .update(quotes)
    .set({
      memoNote: sql`case when ${quotes.memoNote} = '' then ${line} else ${quotes.memoNote} || chr(10) || ${line} end`,
    })
    .where(eq(quotes.id, thread.quoteId))
    .returning({ note: quotes.memoNote });
  return row?.note ?? '';
}

/** The quote's memo_note as stored ('' for a client's log). */
export async function memoNoteOfThread(db: Db | Tx, thread: MemoThread): Promise<string> {
  if (thread.quoteId === null) return '';
  const [row] = await db.select({ note: quotes.memoNote }).from(quotes).where(eq(quotes.id, thread.quoteId));
  return row?.note ?? '';
}
