import { OPENED_SEVERAL_TIMES, TODAY_FIRST_ITEMS } from '@portal/domain/today';
import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, quotes, quoteViews, sentRevisions } from '../../db/schema/index.ts';
import { awaitingAnswer, groupOf, matched, todayQuoteColumns, todayQuoteOf } from './today-quote.ts';

/**
 * Sent quotes, still open and awaiting an answer, that the customer opened several times at the
 * revision sent since it was sent (decisions/119's view log), most opened first. Only quotes
 * opened that often at all can be, so those are found first from quote_views_quote_idx alone;
 * joining every opening to its quote and send first took seconds at 250,000 quotes.
 */
export async function openedUnanswered(db: Db, today: string) {
  const oftenOpened = db
    .select({ quoteId: quoteViews.quoteId })
    .from(quoteViews)
    .groupBy(quoteViews.quoteId)
    .having(sql`count(*) >= ${OPENED_SEVERAL_TIMES}`);
  const opened = db
    .select({
      quoteId: quoteViews.quoteId,
      views: sql<number>`count(*)::int`.as('views'),
      last: sql<string>`max(${quoteViews.viewedAt})`.as('last_viewed'),
    })
    .from(quoteViews)
    .innerJoin(quotes, eq(quotes.id, quoteViews.quoteId))
    .innerJoin(
      sentRevisions,
      and(eq(sentRevisions.quoteId, quotes.id), eq(sentRevisions.revision, quotes.revision)),
    )
    .where(
      and(
        inArray(quoteViews.quoteId, oftenOpened),
        awaitingAnswer,
        or(isNull(quotes.validTo), gte(quotes.validTo, today)),
        eq(quoteViews.revision, quotes.revision),
        gte(quoteViews.viewedAt, sentRevisions.sentAt),
      ),
    )
    .groupBy(quoteViews.quoteId)
    .having(sql`count(*) >= ${OPENED_SEVERAL_TIMES}`)
    .as('opened');
  const rows = await db
    .select({ ...todayQuoteColumns, at: opened.last, views: opened.views, total: matched })
    .from(opened)
    .innerJoin(quotes, eq(quotes.id, opened.quoteId))
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .orderBy(desc(opened.views), desc(opened.last), desc(quotes.id))
    .limit(TODAY_FIRST_ITEMS);
  return groupOf(rows, (row) => ({ ...todayQuoteOf(row, row.at), views: row.views }));
}
