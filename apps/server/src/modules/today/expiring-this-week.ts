import { quoteExpiresAt } from '@portal/domain/dates';
import { TODAY_FIRST_ITEMS } from '@portal/domain/today';
import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, quotes } from '../../db/schema/index.ts';
import { awaitingAnswer, groupOf, isoTime, matched, todayQuoteColumns, todayQuoteOf } from './today-quote.ts';

/**
 * Sent quotes awaiting an answer whose valid-to date is today or within the week, in the
 * business's time zone, the soonest to expire first (quotes_archive_valid_to_idx). Each says the
 * last moment it can be accepted (quoteExpiresAt).
 */
export async function expiringThisWeek(db: Db, window: { today: string; until: string; timeZone: string }) {
  const rows = await db
    .select({ ...todayQuoteColumns, validTo: quotes.validTo, updatedAt: quotes.updatedAt, total: matched })
    .from(quotes)
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .where(and(awaitingAnswer, between(quotes.validTo, window.today, window.until)))
    .orderBy(asc(quotes.validTo), asc(quotes.id))
    .limit(TODAY_FIRST_ITEMS);
  return groupOf(rows, (row) => {
    const validTo = row.validTo ?? window.today;
    const expiresAt = quoteExpiresAt(validTo, window.timeZone) ?? new Date(row.updatedAt);
    return { ...todayQuoteOf(row, expiresAt), valid_to: validTo, expires_at: isoTime(expiresAt) };
  });
}
