import type { BusinessCalendar } from '@portal/domain/business-days';
import type { BusinessSettings } from '@portal/domain/business-settings';
import { reminderHoldOf } from '@portal/domain/reminder-schedule';
import { effectiveReminderRules, type ReminderRuleKind } from '@portal/domain/reminders';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { memos, quoteReminders } from '../../db/schema/index.ts';
import { enqueueAll } from '../../outbox/enqueue.ts';
import { quoteContactsOf } from '../quotes/index.ts';
import { factsOfQuotes, type QuoteReminderFacts } from './reminder-facts.repo.ts';
import { type ReminderWrites, reminderWritesOf } from './send-reminder.ts';

/** Reminders claimed and settled in one transaction: a pass's due reminders in a few batches. */
const BATCH = 500;

type Claimed = typeof quoteReminders.$inferSelect;
type Settled = {
  sent: { row: Claimed; writes: ReminderWrites }[];
  stopped: { id: number; reason: string }[];
};

/** Decides each claimed reminder: stopped with its reason, or its writes. */
async function settle(
  ctx: AppContext,
  tx: Tx,
  business: BusinessSettings,
  calendar: BusinessCalendar,
  now: Date,
  claimed: readonly Claimed[],
): Promise<Settled> {
  const facts = new Map(
    (await factsOfQuotes(tx, [...new Set(claimed.map((row) => row.quoteId))])).map((f) => [f.quoteId, f]),
  );
  const outcome: Settled = { sent: [], stopped: [] };
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
    if (writes) outcome.sent.push({ row, writes });
    else outcome.stopped.push({ id: row.id, reason: 'no_contact' });
  });
  return outcome;
}

/** Items grouped by a key, in first-seen order (Map.groupBy is not in Node 20). */
function groupedBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Writes a batch's outcome: every mail and text in one insert, every log line in one, the rows settled. */
async function writeOutcome(tx: Tx, now: Date, { sent, stopped }: Settled): Promise<void> {
  await enqueueAll(
    tx,
    sent.flatMap(({ writes }) => writes.messages),
  );
  if (sent.length > 0) await tx.insert(memos).values(sent.map(({ writes }) => writes.note));
  // One update per set of channels (e-mail, SMS, both) and per stop reason: a handful at most.
  const byChannels = groupedBy(sent, ({ writes }) => writes.channels.join(','));
  for (const [, group] of byChannels)
    await tx
      .update(quoteReminders)
      .set({ state: 'sent', channels: group[0]?.writes.channels ?? [], settledAt: now })
      .where(
        inArray(
          quoteReminders.id,
          group.map(({ row }) => row.id),
        ),
      );
  for (const [reason, group] of groupedBy(stopped, (s) => s.reason))
    await tx
      .update(quoteReminders)
      .set({ state: 'stopped', stopReason: reason, settledAt: now })
      .where(
        inArray(
          quoteReminders.id,
          group.map((s) => s.id),
        ),
      );
}

/**
 * Claims the pending reminders due by `now` with FOR UPDATE SKIP LOCKED and settles each batch
 * in the same transaction: the quotes are read again, and a reminder its quote no longer wants
 * (answered, revised, written to, snoozed, rule turned off, expired) is stopped; the others go.
 * The outbox rows, the log lines and the settled states commit together or not at all, so a
 * process that dies mid-batch leaves its rows pending for the next, and no row is ever settled twice.
 */
export async function sendDueReminders(
  ctx: AppContext,
  business: BusinessSettings,
  calendar: BusinessCalendar,
  now: Date,
): Promise<{ sent: number; stopped: number }> {
  const totals = { sent: 0, stopped: 0 };
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(quoteReminders)
        .where(and(eq(quoteReminders.state, 'pending'), lte(quoteReminders.dueAt, now)))
        .orderBy(asc(quoteReminders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return null;
      const outcome = await settle(ctx, tx, business, calendar, now, claimed);
      await writeOutcome(tx, now, outcome);
      return { sent: outcome.sent.length, stopped: outcome.stopped.length };
    });
    if (!batch) return totals;
    totals.sent += batch.sent;
    totals.stopped += batch.stopped;
  }
}
