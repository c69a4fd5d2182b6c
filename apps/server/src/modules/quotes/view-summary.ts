import { type QuoteViewsAnswer, viewSummaryOf } from '@portal/domain/revisions';
import { and, asc, count, desc, eq, gte, min } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quoteViews, sentRevisions } from '../../db/schema/index.ts';

/**
 * How the customer has read a quote, for staff: every opening counted, the last one's time and
 * device, and per sent revision when it was first opened after it was sent.
 */
export async function viewsOf(db: Db, quoteId: number): Promise<QuoteViewsAnswer> {
  const [[totals], [last], revisions] = await Promise.all([
    db.select({ n: count() }).from(quoteViews).where(eq(quoteViews.quoteId, quoteId)),
    db
      .select({ at: quoteViews.viewedAt, device: quoteViews.device })
      .from(quoteViews)
      .where(eq(quoteViews.quoteId, quoteId))
      .orderBy(desc(quoteViews.viewedAt), desc(quoteViews.id))
      .limit(1),
    db
      .select({
        revision: sentRevisions.revision,
        sentAt: sentRevisions.sentAt,
        first: min(quoteViews.viewedAt),
      })
      .from(sentRevisions)
      .leftJoin(
        quoteViews,
        and(
          eq(quoteViews.quoteId, sentRevisions.quoteId),
          eq(quoteViews.revision, sentRevisions.revision),
          gte(quoteViews.viewedAt, sentRevisions.sentAt),
        ),
      )
      .where(eq(sentRevisions.quoteId, quoteId))
      .groupBy(sentRevisions.revision, sentRevisions.sentAt)
      .orderBy(asc(sentRevisions.revision)),
  ]);
  const figures = {
    count: totals?.n ?? 0,
    last_viewed_at: last ? last.at.toISOString() : null,
    last_device: last ? (last.device as QuoteViewsAnswer['last_device']) : null,
    revisions: revisions.map((row) => ({
      revision: row.revision,
      sent_at: row.sentAt.toISOString(),
      first_viewed_at: row.first ? new Date(row.first).toISOString() : null,
    })),
  };
  return { ...figures, summary: viewSummaryOf(figures) };
}
