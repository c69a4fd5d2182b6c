import { type BusinessCalendar, businessDaysAfter } from '../business-days/business-calendar.ts';
import { quoteExpiresAtCached, startOfDayInCached } from '../business-days/cached-day-bounds.ts';
import { addDays } from '../dates/dates.ts';
import { REMINDER_RULE_KINDS, type ReminderRuleKind, type ReminderRules } from '../reminders/rules.ts';

/** What the scheduler knows of one quote when it decides its reminders. */
export type ReminderFacts = {
  /** The quote's revision now; a newer one than the sent one means it was revised. */
  revision: number;
  status: string;
  orderStatus: string;
  validTo: string | null;
  /** The revision the customer was sent last, and when. */
  sent: { revision: number; at: Date } | null;
  /** The first time the customer opened the sent revision after it was sent. */
  firstViewedAt: Date | null;
  /** The last time the customer wrote in the quote's conversation log. */
  customerWroteAt: Date | null;
  /** Staff snoozed the quote's reminders until then. */
  snoozedUntil: Date | null;
};

export type ReminderStop = 'not_sent' | 'accepted' | 'declined' | 'revised' | 'customer_wrote' | 'snoozed';

/**
 * A reminder due longer ago than this is let go: the quote has been quiet a long time, and a
 * portal started after a pause must not send a pile of stale reminders (a long weekend with
 * Easter is the longest wait for business hours, well inside it).
 */
export const STALE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;

/** Why a quote's reminders stop, or null while they may run. */
export function reminderStopOf(facts: ReminderFacts, now: Date): ReminderStop | null {
  const { sent } = facts;
  if (!sent) return 'not_sent';
  if (facts.orderStatus !== '') return 'accepted';
  if (facts.status === 'Declined Quote') return 'declined';
  if (facts.revision > sent.revision) return 'revised';
  if (facts.customerWroteAt && facts.customerWroteAt.getTime() >= sent.at.getTime()) return 'customer_wrote';
  if (facts.snoozedUntil && facts.snoozedUntil.getTime() > now.getTime()) return 'snoozed';
  return null;
}

/** When a rule falls due for a sent quote, or null when it never does (or no longer can). */
export function reminderDueAt(
  kind: ReminderRuleKind,
  days: number,
  facts: ReminderFacts,
  calendar: BusinessCalendar,
): Date | null {
  const { sent } = facts;
  if (!sent) return null;
  const expiresAt = quoteExpiresAtCached(facts.validTo, calendar.timeZone);
  const dueBeforeExpiry = (at: Date | null) => (at && (!expiresAt || at < expiresAt) ? at : null);
  switch (kind) {
    case 'not_opened':
      return facts.firstViewedAt ? null : dueBeforeExpiry(businessDaysAfter(sent.at, days, calendar));
    case 'not_answered':
      return facts.firstViewedAt
        ? dueBeforeExpiry(businessDaysAfter(facts.firstViewedAt, days, calendar))
        : null;
    case 'before_expiry': {
      // A quote sent when its expiry was already this near is not reminded of it at once.
      const at = facts.validTo ? startOfDayInCached(addDays(facts.validTo, -days), calendar.timeZone) : null;
      return at && at >= sent.at ? dueBeforeExpiry(at) : null;
    }
    case 'on_expiry':
      return expiresAt ? new Date(expiresAt.getTime() + 1) : null;
  }
}

/** Why one rule of a quote does not go now: its quote stopped it, it is off, or the quote expired. */
export type ReminderHold = ReminderStop | 'off' | 'expired';

export function reminderHoldOf(
  kind: ReminderRuleKind,
  facts: ReminderFacts,
  rules: ReminderRules,
  calendar: BusinessCalendar,
  now: Date,
): ReminderHold | null {
  const stop = reminderStopOf(facts, now);
  if (stop) return stop;
  const { on, email, sms } = rules[kind];
  if (!on || (!email && !sms)) return 'off';
  // Once a quote has expired, only the rule about its expiry still speaks.
  const expiresAt = quoteExpiresAtCached(facts.validTo, calendar.timeZone);
  if (kind !== 'on_expiry' && expiresAt && now > expiresAt) return 'expired';
  return null;
}

/**
 * The rules due for a quote at `now`: nothing holds them, they are past their moment, and not
 * stale. Whether now is business hours is the scheduler's to ask.
 */
export function dueReminders(
  facts: ReminderFacts,
  rules: ReminderRules,
  calendar: BusinessCalendar,
  now: Date,
): { rule: ReminderRuleKind; dueAt: Date }[] {
  return REMINDER_RULE_KINDS.flatMap((rule) => {
    if (reminderHoldOf(rule, facts, rules, calendar, now)) return [];
    const dueAt = reminderDueAt(rule, rules[rule].days, facts, calendar);
    if (!dueAt || dueAt > now || now.getTime() - dueAt.getTime() > STALE_AFTER_MS) return [];
    return [{ rule, dueAt }];
  });
}
