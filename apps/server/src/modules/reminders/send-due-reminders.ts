import type { BusinessCalendar } from '@portal/domain/business-days';
import type { BusinessSettings } from '@portal/domain/business-settings';
import { reminderHoldOf } from '@portal/domain/reminder-schedule';
import { effectiveReminderRules, type ReminderRuleKind } from '@portal/domain/reminders';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { quoteReminders } from '../../db/schema/index.ts';
import { quoteContactsOf } from '../quotes/index.ts';
import { factsOfQuotes, type QuoteReminderFacts } from './reminder-facts.repo.ts';
import { REMINDER_BATCH, type ReminderOutcome, settleInBatches } from './reminder-outcome.ts';
import { reminderWritesOf } from './send-reminder.ts';

type Claimed = typeof quoteReminders.$inferSelect;

/** Decides each claimed reminder: stopped with its reason, or its writes. */
async function settle(
  ctx: AppContext,
  tx: Tx,
  business: BusinessSettings,
  calendar: BusinessCalendar,
  now: Date,
  claimed: readonly Claimed[],
): Promise<ReminderOutcome> {
  const facts = new Map(
    (await factsOfQuotes(tx, [...new Set(claimed.map((row) => row.quoteId))])).map((f) => [f.quoteId, f]),
  );
  const outcome: ReminderOutcome = { sent: [], stopped: [] };
  const going: {
    row: Claimed;
    quote: QuoteReminderFacts;
    rules: ReturnType<typeof effectiveReminderRules>;
  }[] = [];
  for (const row of claimed) {
    const quote = facts.get(row.quoteId);
    const rules =
      quote && effectiveReminderRules(business.reminder_rules, quote.clientRules, quote.quoteRules);
    const hold =
      !quote || !rules
        ? 'not_sent'
        : quote.revision > row.revision
          ? 'revised'
          : reminderHoldOf(row.rule as ReminderRuleKind, quote, rules, calendar, now);
    if (hold || !quote || !rules) outcome.stopped.push({ id: row.id, reason: hold ?? 'not_sent' });
    else going.push({ row, quote, rules });
  }
  const contacts = await quoteContactsOf(
    tx,
    going.map(({ quote }) => quote),
  );
  going.forEach(({ row, quote, rules }, n) => {
    const rule = row.rule as ReminderRuleKind;
    const writes = reminderWritesOf(
      ctx,
      business,
      quote,
      contacts[n] ?? { company: undefined, contact: undefined },
      { ...row, rule },
      rules[rule],
    );
    if (writes) outcome.sent.push({ id: row.id, writes });
    else outcome.stopped.push({ id: row.id, reason: 'no_contact' });
  });
  return outcome;
}

/**
 * Claims the pending reminders due by `now` with FOR UPDATE SKIP LOCKED and settles each batch
 * in the same transaction: the quotes are read again, and a reminder its quote no longer wants
 * (answered, revised, written to, snoozed, rule turned off, expired) is stopped; the others go.
 * No row is ever settled twice.
 */
export async function sendDueReminders(
  ctx: AppContext,
  business: BusinessSettings,
  calendar: BusinessCalendar,
  now: Date,
): Promise<{ sent: number; stopped: number }> {
  return settleInBatches(ctx.db, now, async (tx) => {
    const claimed = await tx
      .select()
      .from(quoteReminders)
      .where(and(eq(quoteReminders.state, 'pending'), lte(quoteReminders.dueAt, now)))
      .orderBy(asc(quoteReminders.id))
      .limit(REMINDER_BATCH)
      .for('update', { skipLocked: true });
    if (claimed.length === 0) return null;
    return {
      outcome: await settle(ctx, tx, business, calendar, now, claimed),
      settle: (ids, set) => tx.update(quoteReminders).set(set).where(inArray(quoteReminders.id, ids)),
    };
  });
}
