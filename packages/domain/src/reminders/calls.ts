import { z } from 'zod';
import { parseDateInput } from '../dates/dates.ts';
import { REMINDER_MESSAGES, REMINDER_RULE_KINDS, reminderRuleOverrides, reminderRules } from './rules.ts';

/**
 * The reminder calls (ours; staff only, a customer gets 404). The business's default rules are
 * part of the business settings; these read and change a client's and a quote's own rules, and
 * snooze a quote's reminders.
 */

/** POST /reminders/clients/{id} and /reminders/quotes/{id}: the parts of the rules this one changes. */
export const saveReminderOverridesBody = z.object({ overrides: reminderRuleOverrides });
export type SaveReminderOverridesBody = z.input<typeof saveReminderOverridesBody>;

/** GET /reminders/clients/{id}: the business's rules and what this client changes of them. */
export const clientRemindersAnswer = z.object({
  defaults: reminderRules,
  overrides: reminderRuleOverrides,
  rules: reminderRules,
});
export type ClientRemindersAnswer = z.infer<typeof clientRemindersAnswer>;

/** POST /reminders/quotes/{id}/snooze: a day to resume on (d/m/yyyy or YYYY-MM-DD), or null to resume now. */
export const snoozeRemindersBody = z.object({
  until: z
    .string()
    .nullable()
    .transform((typed, ctx) => {
      if (typed === null || typed.trim() === '') return null;
      const day = parseDateInput(typed);
      if (!day) ctx.addIssue({ code: 'custom', message: REMINDER_MESSAGES.snoozeDate });
      return day;
    }),
});
export type SnoozeRemindersBody = z.input<typeof snoozeRemindersBody>;

export const sentReminder = z.object({
  rule: z.enum(REMINDER_RULE_KINDS),
  /** The rule as it read when it was sent ('Not opened after 2 business days'). */
  label: z.string(),
  revision: z.number().int(),
  /** 'sent', or 'stopped' when the quote moved on before it went. */
  state: z.enum(['pending', 'sent', 'stopped']),
  due_at: z.string(),
  sent_at: z.string().nullable(),
  channels: z.array(z.enum(['email', 'sms'])),
});

/** A reminder of proofs waiting for an answer, by the round of proofs it is about. */
export const sentProofReminder = sentReminder.omit({ revision: true }).extend({
  rule: z.enum(['not_opened', 'not_answered']),
  /** When the round of proofs it is about was mailed. */
  round_sent_at: z.string(),
});

/** GET /reminders/quotes/{id}: the rules in force for the quote, its snooze, and what was sent. */
export const quoteRemindersAnswer = z.object({
  defaults: reminderRules,
  client_overrides: reminderRuleOverrides,
  overrides: reminderRuleOverrides,
  rules: reminderRules,
  /** The day reminders resume (YYYY-MM-DD), or null when they are not snoozed. */
  snoozed_until: z.string().nullable(),
  reminders: z.array(sentReminder),
  proof_reminders: z.array(sentProofReminder),
});
export type QuoteRemindersAnswer = z.infer<typeof quoteRemindersAnswer>;
