import type { BusinessCalendar } from '@portal/domain/business-days';
import { addDays, businessToday } from '@portal/domain/dates';
import { dueReminders, STALE_AFTER_MS } from '@portal/domain/reminder-schedule';
import { effectiveReminderRules, type ReminderRules, reminderRuleLabel } from '@portal/domain/reminders';
import type { Db } from '../../db/client.ts';
import { quoteReminders } from '../../db/schema/index.ts';
import { candidateFacts } from './reminder-facts.repo.ts';

const INSERT_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Writes a pending row for every reminder due now. The key (quote, rule, revision) makes a row
 * that exists already, written by this process or another, a no-op: however many passes run,
 * each reminder is one row. Answers how many rows were new.
 */
export async function planReminders(
  db: Db,
  defaults: ReminderRules,
  calendar: BusinessCalendar,
  now: Date,
): Promise<number> {
  // A valid-to day long past can only give a stale expiry reminder.
  const oldestValidTo = addDays(
    businessToday(now, calendar.timeZone),
    -Math.ceil(STALE_AFTER_MS / DAY_MS) - 1,
  );
  const facts = await candidateFacts(db, oldestValidTo);
  const rows = facts.flatMap((quote) => {
    const rules = effectiveReminderRules(defaults, quote.clientRules, quote.quoteRules);
    return dueReminders(quote, rules, calendar, now).map(({ rule, dueAt }) => ({
      quoteId: quote.quoteId,
      rule,
      revision: quote.sent?.revision ?? quote.revision,
      label: reminderRuleLabel(rule, rules[rule].days),
      dueAt,
    }));
  });
  let added = 0;
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const written = await db
      .insert(quoteReminders)
      .values(rows.slice(start, start + INSERT_BATCH))
      .onConflictDoNothing()
      .returning({ id: quoteReminders.id });
    added += written.length;
  }
  return added;
}
