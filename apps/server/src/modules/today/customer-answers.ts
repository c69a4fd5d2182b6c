import { type MemoKind, memoKindLabelOf } from '@portal/domain/memos';
import { DECLINE_REASON_LABELS, type DeclineReason } from '@portal/domain/quote-links';
import { TODAY_FIRST_ITEMS, type TodayAnswerItem } from '@portal/domain/today';
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, memos, quoteAcceptances, quoteDeclines, quotes, users } from '../../db/schema/index.ts';
import { isoTime, matched, todayQuoteColumns, todayQuoteOf } from './today-quote.ts';

/** Acceptances since a moment, newest first (quote_acceptances_accepted_idx). */
async function acceptancesSince(db: Db, since: Date) {
  const rows = await db
    .select({
      ...todayQuoteColumns,
      at: quoteAcceptances.acceptedAt,
      name: quoteAcceptances.name,
      total: matched,
    })
    .from(quoteAcceptances)
    .innerJoin(quotes, eq(quotes.id, quoteAcceptances.quoteId))
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .where(gte(quoteAcceptances.acceptedAt, since))
    .orderBy(desc(quoteAcceptances.acceptedAt), desc(quoteAcceptances.id))
    .limit(TODAY_FIRST_ITEMS);
  const items = rows.map(
    (row): TodayAnswerItem => ({ ...todayQuoteOf(row, row.at), kind: 'accepted', by: row.name, detail: '' }),
  );
  return { count: rows[0]?.total ?? 0, items };
}

/** Declines since a moment with their reasons, newest first (quote_declines_declined_idx). */
async function declinesSince(db: Db, since: Date) {
  const rows = await db
    .select({
      ...todayQuoteColumns,
      at: quoteDeclines.declinedAt,
      reason: quoteDeclines.reason,
      reasonOther: quoteDeclines.reasonOther,
      name: sql<string>`coalesce(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
      total: matched,
    })
    .from(quoteDeclines)
    .innerJoin(quotes, eq(quotes.id, quoteDeclines.quoteId))
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .leftJoin(users, eq(users.id, quoteDeclines.declinedBy))
    .where(gte(quoteDeclines.declinedAt, since))
    .orderBy(desc(quoteDeclines.declinedAt), desc(quoteDeclines.id))
    .limit(TODAY_FIRST_ITEMS);
  const items = rows.map((row): TodayAnswerItem => {
    const reason = DECLINE_REASON_LABELS[row.reason as DeclineReason] ?? row.reason;
    const detail = row.reasonOther ? `${reason}: ${row.reasonOther}` : reason;
    return { ...todayQuoteOf(row, row.at), kind: 'declined', by: row.name, detail };
  });
  return { count: rows[0]?.total ?? 0, items };
}

/** Customers' notes in quotes' conversation logs since a moment, newest first (memos_customer_created_idx). */
async function notesSince(db: Db, since: Date) {
  const rows = await db
    .select({
      ...todayQuoteColumns,
      at: memos.createdAt,
      name: memos.authorName,
      kind: memos.kind,
      lineLabel: memos.lineLabel,
      answeredAt: memos.answeredAt,
      total: matched,
    })
    .from(memos)
    .innerJoin(quotes, eq(quotes.id, memos.quoteId))
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .where(and(eq(memos.authorRole, 'customer'), isNotNull(memos.quoteId), gte(memos.createdAt, since)))
    .orderBy(desc(memos.createdAt), desc(memos.id))
    .limit(TODAY_FIRST_ITEMS);
  const items = rows.map(
    (row): TodayAnswerItem => ({
      ...todayQuoteOf(row, row.at),
      kind: 'note',
      by: row.name,
      detail: memoKindLabelOf({
        kind: row.kind as MemoKind,
        line_label: row.lineLabel,
        answered_at: row.answeredAt ? isoTime(row.answeredAt) : null,
      }),
    }),
  );
  return { count: rows[0]?.total ?? 0, items };
}

/**
 * What customers answered since a moment (the start of yesterday in the business's zone):
 * acceptances, declines with their reasons and notes in the conversation log, newest first.
 * Each source gives its count and its newest few; the first few of all three are the newest.
 */
export async function customerAnswersSince(db: Db, since: Date) {
  const parts = [
    await acceptancesSince(db, since),
    await declinesSince(db, since),
    await notesSince(db, since),
  ];
  const items = parts
    .flatMap((part) => part.items)
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .slice(0, TODAY_FIRST_ITEMS);
  return { count: parts.reduce((sum, part) => sum + part.count, 0), items };
}
