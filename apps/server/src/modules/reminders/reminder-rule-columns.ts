import { sql } from 'drizzle-orm';
import { clientReminderRules, memos, quoteReminderRules, quotes } from '../../db/schema/index.ts';

/**
 * The columns both reminder kinds read of a quote (joined with its own and its client's rules):
 * the customer's last note in its conversation log, which stops its reminders, and its rules.
 */
export const quoteReminderColumns = {
  customerWroteAt: sql<Date | string | null>`(select max(${memos.createdAt}) from ${memos}
    where ${memos.quoteId} = ${quotes.id} and ${memos.authorRole} = 'customer')`,
  quoteRules: quoteReminderRules.rules,
  snoozedUntil: quoteReminderRules.snoozedUntil,
  clientRules: clientReminderRules.rules,
};
