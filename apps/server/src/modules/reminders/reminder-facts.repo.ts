import type { ReminderFacts } from '@portal/domain/reminder-schedule';
import type { ReminderRuleOverrides, ReminderRules } from '@portal/domain/reminders';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  clientReminderRules,
  quoteReminderRules,
  quotes,
  quoteViews,
  sentRevisions,
} from '../../db/schema/index.ts';
import { candidateQuoteIds } from './reminder-candidates.ts';
import { quoteReminderColumns } from './reminder-rule-columns.ts';

/** A quote's reminder facts with what it needs to be reminded of: its rules and its people. */
export type QuoteReminderFacts = ReminderFacts & {
  quoteId: number;
  label: string;
  userId: number;
  contactUser: number | null;
  clientRules: ReminderRuleOverrides | null;
  quoteRules: ReminderRuleOverrides | null;
};

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * The facts of quotes whose current revision was sent, read in one statement: the first opening
 * of that revision since it went (the view log), the customer's last note in the quote's log,
 * and the client's and quote's own rules with the snooze.
 */
async function readFacts(db: Db | Tx, where: SQL | undefined): Promise<QuoteReminderFacts[]> {
  const rows = await db
    .select({
      quoteId: quotes.id,
      label: quotes.label,
      userId: quotes.userId,
      contactUser: quotes.contactUser,
      revision: quotes.revision,
      status: quotes.status,
      orderStatus: quotes.orderStatus,
      validTo: quotes.validTo,
      sentRevision: sentRevisions.revision,
      sentAt: sentRevisions.sentAt,
      firstViewedAt: sql<Date | string | null>`(select min(${quoteViews.viewedAt}) from ${quoteViews}
        where ${quoteViews.quoteId} = ${quotes.id} and ${quoteViews.revision} = ${sentRevisions.revision}
        and ${quoteViews.viewedAt} >= ${sentRevisions.sentAt})`,
      ...quoteReminderColumns,
    })
    .from(quotes)
    .leftJoin(
      sentRevisions,
      and(eq(sentRevisions.quoteId, quotes.id), eq(sentRevisions.revision, quotes.revision)),
    )
    .leftJoin(quoteReminderRules, eq(quoteReminderRules.quoteId, quotes.id))
    .leftJoin(clientReminderRules, eq(clientReminderRules.clientId, quotes.userId))
    .where(where);
  return rows.map((row) => ({
    quoteId: row.quoteId,
    label: row.label,
    userId: row.userId,
    contactUser: row.contactUser,
    revision: row.revision,
    status: row.status,
    orderStatus: row.orderStatus,
    validTo: row.validTo,
    sent:
      row.sentRevision !== null && row.sentAt !== null
        ? { revision: row.sentRevision, at: row.sentAt }
        : null,
    firstViewedAt: dateOf(row.firstViewedAt),
    customerWroteAt: dateOf(row.customerWroteAt),
    snoozedUntil: row.snoozedUntil,
    quoteRules: row.quoteRules as ReminderRuleOverrides | null,
    clientRules: row.clientRules as ReminderRuleOverrides | null,
  }));
}

/**
 * The quotes a pass looks at: those that may have a reminder due now (`candidateQuoteIds`, read
 * by bounds in SQL), with their facts for the domain to decide exactly.
 */
export const candidateFacts = async (db: Db | Tx, defaults: ReminderRules, timeZone: string, now: Date) =>
  readFacts(db, sql`${quotes.id} in ${await candidateQuoteIds(db, defaults, timeZone, now)}`);

/** The facts of some quotes as they are now, sent or not (a reminder about to go checks them again). */
export const factsOfQuotes = (db: Db | Tx, quoteIds: readonly number[]) =>
  quoteIds.length === 0 ? Promise.resolve([]) : readFacts(db, inArray(quotes.id, [...quoteIds]));
