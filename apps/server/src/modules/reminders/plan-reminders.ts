import type { BusinessCalendar } from '@portal/domain/business-days';
import { dueReminders } from '@portal/domain/reminder-schedule';
import { effectiveReminderRules, type ReminderRules, reminderRuleLabel } from '@portal/domain/reminders';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quoteReminders } from '../../db/schema/index.ts';
import { planProofReminders } from './plan-proof-reminders.ts';
import { candidateFacts } from './reminder-facts.repo.ts';

const INSERT_BATCH = 1000;

/** The lock of the planning step: one process plans at a time, the others only send. */
const PLANNING_LOCK = 7_311_133;

/**
 * Plans the quotes' and the proofs' reminders in this process unless another is planning now (it
 * writes the same rows, so waiting for it would only repeat its work). Answers how many rows were
 * new, or null when it was skipped.
 */
export async function planRemindersOnce(
  db: Db,
  defaults: ReminderRules,
  calendar: BusinessCalendar,
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    // Both drivers answer a raw statement with its rows under `rows`.
    const answer = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PLANNING_LOCK}) as got`,
    )) as unknown as {
      rows: { got: boolean }[];
    };
    const [lock] = answer.rows;
    if (!lock?.got) return null;
    return (
      (await planReminders(tx, defaults, calendar, now)) +
      (await planProofReminders(tx, defaults, calendar, now))
    );
  });
}

/**
 * Writes a pending row for every reminder due now. The key (quote, rule, revision) makes a row
 * that exists already, written by this process or another, a no-op: however many passes run,
 * each reminder is one row. Answers how many rows were new.
 */
export async function planReminders(
  db: Db | Tx,
  defaults: ReminderRules,
  calendar: BusinessCalendar,
  now: Date,
): Promise<number> {
  const facts = await candidateFacts(db, defaults, calendar.timeZone, now);
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
