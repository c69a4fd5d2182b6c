import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memos } from '../../db/schema/index.ts';
import type { MemoThread } from './memo-thread.ts';

const openOnLine = (thread: MemoThread, lineId: string) =>
  and(
    eq(memos.clientId, thread.clientId),
    thread.quoteId === null ? isNull(memos.quoteId) : eq(memos.quoteId, thread.quoteId),
    eq(memos.kind, 'question'),
    eq(memos.lineId, lineId),
    isNull(memos.answeredAt),
  );

/** Marks every open question on a line answered, by whom and now; answers how many it closed. */
export async function closeQuestions(
  tx: Tx,
  thread: MemoThread,
  lineId: string,
  staffId: number,
): Promise<number> {
  const closed = await tx
    .update(memos)
    .set({ answeredAt: new Date(), answeredBy: staffId })
    .where(openOnLine(thread, lineId))
    .returning({ id: memos.id });
  return closed.length;
}

/** How the latest question on a line named it: the label an answer keeps when the line is gone. */
export async function askedLabelOf(tx: Tx, thread: MemoThread, lineId: string): Promise<string | null> {
  const [question] = await tx
    .select({ label: memos.lineLabel })
    .from(memos)
    .where(
      and(
        eq(memos.clientId, thread.clientId),
        thread.quoteId === null ? isNull(memos.quoteId) : eq(memos.quoteId, thread.quoteId),
        eq(memos.kind, 'question'),
        eq(memos.lineId, lineId),
      ),
    )
    .orderBy(desc(memos.id))
    .limit(1);
  return question?.label ?? null;
}
