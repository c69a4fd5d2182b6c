import type { ProofRoundFacts } from '@portal/domain/reminder-schedule';
import type { ReminderRuleOverrides } from '@portal/domain/reminders';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  clientReminderRules,
  proofLinks,
  proofReminders,
  proofs,
  proofViews,
  quoteReminderRules,
  quotes,
} from '../../db/schema/index.ts';
import { quoteReminderColumns } from './reminder-rule-columns.ts';

/** A round's reminder facts with what a reminder needs: its quote, people, rules and waiting proofs. */
export type ProofRoundReminderFacts = ProofRoundFacts & {
  linkId: number;
  quoteId: number;
  label: string;
  userId: number;
  contactUser: number | null;
  /** The decorations whose proofs wait, as the proof mail lists them ('Front · EMB v2'). */
  waitingProofs: string[];
  clientRules: ReminderRuleOverrides | null;
  quoteRules: ReminderRuleOverrides | null;
};

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * The facts of rounds of proofs sent (one a proof link), read in one statement: the quote's
 * proofs still waiting, whether a later round went, the first opening of the proofs since the
 * round went, the customer's last note, and the client's and quote's own rules with the snooze.
 */
async function readRoundFacts(db: Db | Tx, where: SQL): Promise<ProofRoundReminderFacts[]> {
  const rows = await db
    .select({
      linkId: proofLinks.id,
      quoteId: quotes.id,
      label: quotes.label,
      userId: quotes.userId,
      contactUser: quotes.contactUser,
      status: quotes.status,
      sentAt: proofLinks.createdAt,
      linkEndsAt: proofLinks.expiresAt,
      resent: sql<boolean>`exists (select 1 from ${proofLinks} n
        where n.quote_id = ${proofLinks.quoteId} and n.id > ${proofLinks.id})`,
      waitingProofs: sql<string[]>`array(select p.decoration || ' v' || p.version from ${proofs} p
        where p.quote_id = ${proofLinks.quoteId} and p.state = 'sent' order by p.id)`,
      firstOpenedAt: sql<Date | string | null>`(select min(${proofViews.viewedAt}) from ${proofViews}
        where ${proofViews.quoteId} = ${proofLinks.quoteId} and ${proofViews.viewedAt} >= ${proofLinks.createdAt})`,
      ...quoteReminderColumns,
    })
    .from(proofLinks)
    .innerJoin(quotes, eq(quotes.id, proofLinks.quoteId))
    .leftJoin(quoteReminderRules, eq(quoteReminderRules.quoteId, quotes.id))
    .leftJoin(clientReminderRules, eq(clientReminderRules.clientId, quotes.userId))
    .where(where);
  return rows.map((row) => ({
    linkId: row.linkId,
    quoteId: row.quoteId,
    label: row.label,
    userId: row.userId,
    contactUser: row.contactUser,
    sentAt: row.sentAt,
    linkEndsAt: row.linkEndsAt,
    resent: row.resent,
    waiting: row.waitingProofs.length,
    waitingProofs: row.waitingProofs,
    firstOpenedAt: dateOf(row.firstOpenedAt),
    customerWroteAt: dateOf(row.customerWroteAt),
    snoozedUntil: row.snoozedUntil,
    declined: row.status === 'Declined Quote',
    quoteRules: row.quoteRules as ReminderRuleOverrides | null,
    clientRules: row.clientRules as ReminderRuleOverrides | null,
  }));
}

/**
 * The rounds a pass looks at: a link that still works, the newest of its quote, with a proof of
 * the quote still waiting and a rule not yet planned. Few of many: links live for weeks, and the
 * waiting proofs have their own index.
 */
export const candidateRoundFacts = (db: Db | Tx, now: Date, ruleCount: number) =>
  readRoundFacts(
    db,
    sql`${proofLinks.expiresAt} > ${at(now)}
      and not exists (select 1 from ${proofLinks} n where n.quote_id = ${proofLinks.quoteId} and n.id > ${proofLinks.id})
      and exists (select 1 from ${proofs} p where p.quote_id = ${proofLinks.quoteId} and p.state = 'sent')
      and (select count(*) from ${proofReminders} r where r.link_id = ${proofLinks.id}) < ${ruleCount}`,
  );

/** The facts of some rounds as they are now (a reminder about to go checks them again). */
export const factsOfRounds = (db: Db | Tx, linkIds: readonly number[]) =>
  linkIds.length === 0 ? Promise.resolve([]) : readRoundFacts(db, inArray(proofLinks.id, [...linkIds]));
