import type { MemoKind } from '@portal/domain/memos';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { memos } from '../../db/schema/index.ts';
import { type Author, type AuthorColumns, authorOf } from './author.ts';
import type { MemoThread } from './memo-thread.ts';
import { appendMemoNote, type MemoRow } from './memos.repo.ts';
import { notifyNote } from './notify-note.ts';

/** Where a note came from: written in the portal, a reply by e-mail, or through a quote's link. */
export type NoteSource = 'portal' | 'email' | 'link';

type Entry = {
  messageFormat: 'html' | 'file';
  content: string;
  fileId?: number;
  source: NoteSource;
  /** What the note is, and the quote line it is about (decisions/125); a plain note by default. */
  kind?: MemoKind;
  lineId?: string;
  lineLabel?: string;
  /**
   * Whether the other side is told by mail (the default). A proof's own mail already tells the
   * customer, so the log's line of it does not send a second one.
   */
  notify?: boolean;
};

/**
 * One note or file into its thread, in the caller's transaction: the row, the other side's
 * mail in the outbox, and the quote's memo_note with the note's line added.
 */
export async function writeMemo(
  ctx: AppContext,
  tx: Tx,
  thread: MemoThread,
  author: Author | AuthorColumns,
  entry: Entry,
): Promise<{ memo: MemoRow; memoNote: string }> {
  const by = 'authorName' in author ? author : authorOf(author);
  const { notify = true, ...columns } = entry;
  const [memo] = await tx
    .insert(memos)
    .values({ clientId: thread.clientId, quoteId: thread.quoteId, ...by, ...columns })
    .returning();
  if (!memo) throw new Error('memo row not returned');
  if (notify) await notifyNote(ctx, tx, thread, memo);
  return { memo, memoNote: await appendMemoNote(tx, thread, memo) };
}
