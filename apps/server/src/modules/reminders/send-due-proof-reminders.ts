import type { BusinessSettings } from '@portal/domain/business-settings';
import { type ProofReminderRule, proofReminderHoldOf } from '@portal/domain/reminder-schedule';
import { effectiveReminderRules } from '@portal/domain/reminders';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { proofReminders } from '../../db/schema/index.ts';
import { quoteContactsOf } from '../quotes/index.ts';
import { proofReminderWritesOf } from './proof-reminder-writes.ts';
import { factsOfRounds } from './proof-round-facts.repo.ts';
import { REMINDER_BATCH, type ReminderOutcome, settleInBatches } from './reminder-outcome.ts';

type Claimed = typeof proofReminders.$inferSelect;

/** Decides each claimed proof reminder against its round as it is now: stopped with its reason, or its writes. */
async function settle(
  ctx: AppContext,
  tx: Tx,
  business: BusinessSettings,
  now: Date,
  claimed: readonly Claimed[],
): Promise<ReminderOutcome> {
  const rounds = new Map(
    (await factsOfRounds(tx, [...new Set(claimed.map((row) => row.linkId))])).map((r) => [r.linkId, r]),
  );
  const outcome: ReminderOutcome = { sent: [], stopped: [] };
  const going = claimed.flatMap((row) => {
    const round = rounds.get(row.linkId);
    if (!round) {
      outcome.stopped.push({ id: row.id, reason: 'not_sent' });
      return [];
    }
    const rules = effectiveReminderRules(business.reminder_rules, round.clientRules, round.quoteRules);
    const rule = row.rule as ProofReminderRule;
    const hold = proofReminderHoldOf(rule, round, rules, now);
    if (hold) {
      outcome.stopped.push({ id: row.id, reason: hold });
      return [];
    }
    return [{ row, round, rule: rules[rule] }];
  });
  const contacts = await quoteContactsOf(
    tx,
    going.map(({ round }) => round),
  );
  going.forEach(({ row, round, rule }, n) => {
    const people = contacts[n] ?? { company: undefined, contact: undefined };
    const writes = proofReminderWritesOf(ctx, business, round, people, row, rule);
    if (writes) outcome.sent.push({ id: row.id, writes });
    else outcome.stopped.push({ id: row.id, reason: 'no_contact' });
  });
  return outcome;
}

/**
 * Claims the pending proof reminders due by `now` as `sendDueReminders` claims the quotes': the
 * round is read again, and a reminder it no longer wants (answered, sent again, written about,
 * snoozed, its link ended, its rule turned off) is stopped; the others go.
 */
export async function sendDueProofReminders(
  ctx: AppContext,
  business: BusinessSettings,
  now: Date,
): Promise<{ sent: number; stopped: number }> {
  return settleInBatches(ctx.db, now, async (tx) => {
    const claimed = await tx
      .select()
      .from(proofReminders)
      .where(and(eq(proofReminders.state, 'pending'), lte(proofReminders.dueAt, now)))
      .orderBy(asc(proofReminders.id))
      .limit(REMINDER_BATCH)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return null;
    return {
      outcome: await settle(ctx, tx, business, now, claimed),
      settle: (ids, set) => tx.update(proofReminders).set(set).where(inArray(proofReminders.id, ids)),
    };
  });
}
