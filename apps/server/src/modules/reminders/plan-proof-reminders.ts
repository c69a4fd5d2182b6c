import type { BusinessCalendar } from '@portal/domain/business-days';
import {
  dueProofReminders,
  PROOF_REMINDER_RULES,
  proofReminderLabel,
} from '@portal/domain/reminder-schedule';
import { effectiveReminderRules, type ReminderRules } from '@portal/domain/reminders';
import type { Db, Tx } from '../../db/client.ts';
import { proofReminders } from '../../db/schema/index.ts';
import { candidateRoundFacts } from './proof-round-facts.repo.ts';

/**
 * Writes a pending row for every proof reminder due now, as `planReminders` does for quotes:
 * the key (round, rule) makes a row that exists already a no-op. Answers how many rows were new.
 */
export async function planProofReminders(
  db: Db | Tx,
  defaults: ReminderRules,
  calendar: BusinessCalendar,
  now: Date,
): Promise<number> {
  const rounds = await candidateRoundFacts(db, now, PROOF_REMINDER_RULES.length);
  const rows = rounds.flatMap((round) => {
    const rules = effectiveReminderRules(defaults, round.clientRules, round.quoteRules);
    return dueProofReminders(round, rules, calendar, now).map(({ rule, dueAt }) => ({
      quoteId: round.quoteId,
      linkId: round.linkId,
      rule,
      label: proofReminderLabel(rule, rules[rule].days),
      dueAt,
    }));
  });
  if (rows.length === 0) return 0;
  const written = await db
    .insert(proofReminders)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: proofReminders.id });
  return written.length;
}
