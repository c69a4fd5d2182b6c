import type { BusinessCalendar } from '@portal/domain/business-days';
import type { BusinessSettings } from '@portal/domain/business-settings';
import { reminderHoldOf } from '@portal/domain/reminder-schedule';
import { effectiveReminderRules, type ReminderRuleKind } from '@portal/domain/reminders';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quoteReminders } from '../../db/schema/index.ts';
import { factsOfQuotes } from './reminder-facts.repo.ts';
import { sendReminder } from './send-reminder.ts';

const BATCH = 50;

/**
 * Claims the pending reminders due by `now` with FOR UPDATE SKIP LOCKED and settles each in the
 * same transaction: the quote is read again, and a reminder its quote no longer wants (answered,
 * revised, written to, snoozed, rule turned off, expired) is stopped; any other is sent. The
 * outbox rows, the log line and the settled state commit together or not at all, so a process
 * that dies mid-batch leaves its rows pending for the next, and no row is ever settled twice.
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
      const facts = new Map(
        (await factsOfQuotes(tx, [...new Set(claimed.map((row) => row.quoteId))])).map((f) => [f.quoteId, f]),
      );
      const outcome = { sent: [] as number[], stopped: [] as { id: number; reason: string }[] };
      for (const row of claimed) {
        const quote = facts.get(row.quoteId);
        const rule = row.rule as ReminderRuleKind;
        const rules =
          quote && effectiveReminderRules(business.reminder_rules, quote.clientRules, quote.quoteRules);
        const hold =
          !quote || !rules
            ? 'not_sent'
            : quote.revision > row.revision
              ? 'revised'
              : reminderHoldOf(rule, quote, rules, calendar, now);
        if (hold || !quote || !rules) {
          outcome.stopped.push({ id: row.id, reason: hold ?? 'not_sent' });
          continue;
        }
        const channels = await sendReminder(
          ctx,
          tx,
          business,
          quote,
          row as typeof row & { rule: ReminderRuleKind },
          rules[rule],
        );
        if (channels.length === 0) {
          outcome.stopped.push({ id: row.id, reason: 'no_contact' });
          continue;
        }
        await tx
          .update(quoteReminders)
          .set({ state: 'sent', channels, settledAt: now })
          .where(eq(quoteReminders.id, row.id));
        outcome.sent.push(row.id);
      }
      for (const reason of new Set(outcome.stopped.map((s) => s.reason)))
        await tx
          .update(quoteReminders)
          .set({ state: 'stopped', stopReason: reason, settledAt: now })
          .where(
            inArray(
              quoteReminders.id,
              outcome.stopped.filter((s) => s.reason === reason).map((s) => s.id),
            ),
          );
      return { sent: outcome.sent.length, stopped: outcome.stopped.length };
    });
    if (!batch) return totals;
    totals.sent += batch.sent;
    totals.stopped += batch.stopped;
  }
}
