import { TODAY_FIRST_ITEMS } from '@portal/domain/today';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, memos, quotes } from '../../db/schema/index.ts';
import { groupOf, matched, todayQuoteColumns, todayQuoteOf } from './today-quote.ts';

/**
 * Quotes with a question on a line that staff have not answered (decisions/125: the editor's
 * marker), the oldest question first. Open questions are exactly memos_open_questions_idx's rows.
 */
export async function openQuestions(db: Db) {
  const open = db
    .select({
      quoteId: memos.quoteId,
      asked: sql<string>`min(${memos.createdAt})`.as('first_asked'),
      questions: sql<number>`count(*)::int`.as('questions'),
    })
    .from(memos)
    .where(and(eq(memos.kind, 'question'), isNull(memos.answeredAt)))
    .groupBy(memos.quoteId)
    .as('open_questions');
  const rows = await db
    .select({ ...todayQuoteColumns, at: open.asked, questions: open.questions, total: matched })
    .from(open)
    .innerJoin(quotes, eq(quotes.id, open.quoteId))
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .where(eq(quotes.archive, 0))
    .orderBy(asc(open.asked), asc(quotes.id))
    .limit(TODAY_FIRST_ITEMS);
  return groupOf(rows, (row) => ({ ...todayQuoteOf(row, row.at), open_questions: row.questions }));
}
