import { TODAY_FIRST_ITEMS } from '@portal/domain/today';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, memos, quotes, sentRevisions } from '../../db/schema/index.ts';
import { groupOf, matched, openQuote, todayQuoteColumns, todayQuoteOf } from './today-quote.ts';

/**
 * Quotes whose customer asked for changes after staff last sent them (decisions/124: a request
 * for changes leaves the status as it is; staff answer it by sending a new revision). The
 * customer's latest request is read from memos_changes_idx, the last send from sent_revisions'
 * (quote, revision) index. The request waiting longest comes first.
 */
export async function changesRequested(db: Db) {
  const latest = db
    .select({ quoteId: memos.quoteId, at: sql<string>`max(${memos.createdAt})`.as('asked_at') })
    .from(memos)
    .where(eq(memos.kind, 'changes'))
    .groupBy(memos.quoteId)
    .as('latest_changes');
  const lastSent = sql`(select max(${sentRevisions.sentAt}) from ${sentRevisions} where ${sentRevisions.quoteId} = ${quotes.id})`;
  const rows = await db
    .select({ ...todayQuoteColumns, at: latest.at, total: matched })
    .from(latest)
    .innerJoin(quotes, eq(quotes.id, latest.quoteId))
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .where(
      and(
        openQuote,
        ne(quotes.status, 'Declined Quote'),
        sql`${latest.at} > coalesce(${lastSent}, '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(asc(latest.at), asc(quotes.id))
    .limit(TODAY_FIRST_ITEMS);
  return groupOf(rows, (row) => todayQuoteOf(row, row.at));
}
