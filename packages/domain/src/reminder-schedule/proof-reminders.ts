import { type BusinessCalendar, businessDaysAfter } from '../business-days/business-calendar.ts';
import { type ReminderRules, reminderRuleLabel } from '../reminders/rules.ts';
import { STALE_AFTER_MS } from './due-reminders.ts';

/**
 * Proofs waiting for an answer are reminded by the quote's own rules, counted from the round of
 * proofs sent (one proof mail and its link): the two rules counted in business days. A proof has
 * no valid-to date, so the rules about a quote's expiry do not speak of it.
 */
export const PROOF_REMINDER_RULES = ['not_opened', 'not_answered'] as const;
export type ProofReminderRule = (typeof PROOF_REMINDER_RULES)[number];

/** What the scheduler knows of one round of proofs sent when it decides its reminders. */
export type ProofRoundFacts = {
  /** When the round's proofs were mailed. */
  sentAt: Date;
  /** When the round's mailed link stops working. */
  linkEndsAt: Date;
  /** A later round of the same quote went since: it speaks for the quote's proofs from then on. */
  resent: boolean;
  /** The quote's proofs still waiting for the customer's answer, in any round. */
  waiting: number;
  /** The first time the customer opened the quote's proofs (link or portal) since the round went. */
  firstOpenedAt: Date | null;
  /** The last time the customer wrote in the quote's conversation log. */
  customerWroteAt: Date | null;
  snoozedUntil: Date | null;
  declined: boolean;
};

export type ProofReminderStop =
  | 'answered'
  | 'resent'
  | 'link_ended'
  | 'declined'
  | 'customer_wrote'
  | 'snoozed';

/** Why a round's reminders stop, or null while they may run. */
export function proofRoundStopOf(facts: ProofRoundFacts, now: Date): ProofReminderStop | null {
  if (facts.waiting === 0) return 'answered';
  if (facts.resent) return 'resent';
  if (facts.linkEndsAt.getTime() <= now.getTime()) return 'link_ended';
  if (facts.declined) return 'declined';
  if (facts.customerWroteAt && facts.customerWroteAt.getTime() >= facts.sentAt.getTime())
    return 'customer_wrote';
  if (facts.snoozedUntil && facts.snoozedUntil.getTime() > now.getTime()) return 'snoozed';
  return null;
}

/** When a rule falls due for a round, or null when it never does (or no longer can). */
export function proofReminderDueAt(
  rule: ProofReminderRule,
  days: number,
  facts: ProofRoundFacts,
  calendar: BusinessCalendar,
): Date | null {
  const from = rule === 'not_opened' ? (facts.firstOpenedAt ? null : facts.sentAt) : facts.firstOpenedAt;
  if (!from) return null;
  const at = businessDaysAfter(from, days, calendar);
  // A reminder whose link would already have stopped working would point nowhere.
  return at < facts.linkEndsAt ? at : null;
}

export function proofReminderHoldOf(
  rule: ProofReminderRule,
  facts: ProofRoundFacts,
  rules: ReminderRules,
  now: Date,
): ProofReminderStop | 'off' | null {
  const stop = proofRoundStopOf(facts, now);
  if (stop) return stop;
  const { on, email, sms } = rules[rule];
  return !on || (!email && !sms) ? 'off' : null;
}

/**
 * The rules due for a round at `now`: nothing holds them, they are past their moment, and not
 * stale. Whether now is business hours is the scheduler's to ask.
 */
export function dueProofReminders(
  facts: ProofRoundFacts,
  rules: ReminderRules,
  calendar: BusinessCalendar,
  now: Date,
): { rule: ProofReminderRule; dueAt: Date }[] {
  return PROOF_REMINDER_RULES.flatMap((rule) => {
    if (proofReminderHoldOf(rule, facts, rules, now)) return [];
    const dueAt = proofReminderDueAt(rule, rules[rule].days, facts, calendar);
    if (!dueAt || dueAt > now || now.getTime() - dueAt.getTime() > STALE_AFTER_MS) return [];
    return [{ rule, dueAt }];
  });
}

/** How the conversation log and the staff's list name a proof reminder: 'Proofs not opened after 2 business days'. */
export function proofReminderLabel(rule: ProofReminderRule, days: number): string {
  const label = reminderRuleLabel(rule, days);
  return `Proofs ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}
