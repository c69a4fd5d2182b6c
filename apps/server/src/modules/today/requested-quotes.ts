import { TODAY_FIRST_ITEMS } from '@portal/domain/today';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, quotes } from '../../db/schema/index.ts';
import { groupOf, matched, openQuote, todayQuoteColumns, todayQuoteOf } from './today-quote.ts';

/**
 * The statuses of a new quote request waiting for staff to price it (the quote list groups
 * "Requested" and "Pending" as Requested, accounts spec 2.8).
 */
const WAITING_FOR_STAFF = ['Requested', 'Pending', 'Pending Quote'];

/** New quote requests, the one waiting longest first (quotes_status_idx finds them). */
export async function requestedQuotes(db: Db) {
  const rows = await db
    .select({ ...todayQuoteColumns, at: quotes.updatedAt, total: matched })
    .from(quotes)
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .where(and(inArray(quotes.status, WAITING_FOR_STAFF), openQuote))
    .orderBy(asc(quotes.updatedAt), asc(quotes.id))
    .limit(TODAY_FIRST_ITEMS);
  return groupOf(rows, (row) => todayQuoteOf(row, row.at));
}
