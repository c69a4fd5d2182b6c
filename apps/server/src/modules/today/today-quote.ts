import type { TodayQuote } from '@portal/domain/today';
import { TODAY_FIRST_ITEMS } from '@portal/domain/today';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { companies, quotes } from '../../db/schema/index.ts';

/** The columns every quote of the staff home page carries, its company's name beside it. */
export const todayQuoteColumns = {
  id: quotes.id,
  label: quotes.label,
  revision: quotes.revision,
  company: sql<string>`coalesce(${companies.company}, '')`,
  status: quotes.status,
  orderStatus: quotes.orderStatus,
};

/** How many rows the query matched before its limit: one query gives a group's count and its first few. */
export const matched = sql<number>`(count(*) over ())::int`;

/** A sent quote awaiting its customer's answer: completed by staff, not an order, not archived. */
export const awaitingAnswer: SQL = and(
  eq(quotes.status, 'Completed Quote'),
  eq(quotes.orderStatus, ''),
  eq(quotes.archive, 0),
) as SQL;

/** A quote still in play: not archived, not yet an order. */
export const openQuote: SQL = and(eq(quotes.orderStatus, ''), eq(quotes.archive, 0)) as SQL;

/** A timestamp as both drivers hand it back (a Date or PostgreSQL's text), as an ISO time. */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

type QuoteRow = {
  id: number;
  label: string;
  revision: number;
  company: string;
  status: string;
  orderStatus: string;
};

export const todayQuoteOf = (row: QuoteRow, at: Date | string): TodayQuote => ({
  id: row.id,
  label: row.label,
  revision: row.revision,
  company: row.company,
  status: row.status,
  order_status: row.orderStatus,
  at: isoTime(at),
});

/** A group from rows that each carry `matched`: its count and its first items. */
export const groupOf = <R extends { total: number }, T>(rows: R[], item: (row: R) => T) => ({
  count: rows[0]?.total ?? 0,
  items: rows.slice(0, TODAY_FIRST_ITEMS).map(item),
});
