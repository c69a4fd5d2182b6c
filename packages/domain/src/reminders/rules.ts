import { z } from 'zod';

/**
 * The reminder rules (DESIGN "Proofs, reminders and reports"): each reminds the customer of a
 * sent quote once per revision, by e-mail and/or SMS, in business hours on business days.
 */
export const REMINDER_RULE_KINDS = ['not_opened', 'not_answered', 'before_expiry', 'on_expiry'] as const;
export type ReminderRuleKind = (typeof REMINDER_RULE_KINDS)[number];

/** The most days a rule may wait: beyond a quote's longest validity it would never fire. */
export const MAX_REMINDER_DAYS = 365;

export const REMINDER_MESSAGES = {
  days: `Please enter a whole number of days from 0 to ${MAX_REMINDER_DAYS}.`,
  snoozeDate: 'Please choose a date after today to snooze the reminders until.',
  notSent: 'This quote has not been sent, so it has no reminders yet.',
} as const;

export const reminderRule = z.object({
  on: z.boolean(),
  days: z
    .number({ error: REMINDER_MESSAGES.days })
    .int({ message: REMINDER_MESSAGES.days })
    .min(0, { message: REMINDER_MESSAGES.days })
    .max(MAX_REMINDER_DAYS, { message: REMINDER_MESSAGES.days }),
  email: z.boolean(),
  sms: z.boolean(),
});
export type ReminderRule = z.infer<typeof reminderRule>;

/** The four rules, each set: the business's defaults. */
export const reminderRules = z.object({
  not_opened: reminderRule,
  not_answered: reminderRule,
  before_expiry: reminderRule,
  on_expiry: reminderRule,
});
export type ReminderRules = z.infer<typeof reminderRules>;

/** What a client or a quote changes of the rules: only the parts it names. */
export const reminderRuleOverride = reminderRule.partial();
export const reminderRuleOverrides = z.object({
  not_opened: reminderRuleOverride.optional(),
  not_answered: reminderRuleOverride.optional(),
  before_expiry: reminderRuleOverride.optional(),
  on_expiry: reminderRuleOverride.optional(),
});
export type ReminderRuleOverrides = z.infer<typeof reminderRuleOverrides>;

/** The rules a business starts with: a nudge after two quiet business days, and before expiry. */
export const DEFAULT_REMINDER_RULES: ReminderRules = {
  not_opened: { on: true, days: 2, email: true, sms: false },
  not_answered: { on: true, days: 3, email: true, sms: false },
  before_expiry: { on: true, days: 3, email: true, sms: false },
  on_expiry: { on: false, days: 0, email: true, sms: false },
};

/**
 * The rules in force for one quote: the business's defaults, then its client's changes, then
 * the quote's own, each part by part (a quote may turn SMS on and keep the client's days).
 */
export function effectiveReminderRules(
  defaults: ReminderRules,
  ...overrides: readonly (ReminderRuleOverrides | null | undefined)[]
): ReminderRules {
  const ruleOf = (kind: ReminderRuleKind): ReminderRule =>
    Object.assign({}, defaults[kind], ...overrides.map((override) => override?.[kind] ?? {}));
  return {
    not_opened: ruleOf('not_opened'),
    not_answered: ruleOf('not_answered'),
    before_expiry: ruleOf('before_expiry'),
    on_expiry: ruleOf('on_expiry'),
  };
}

/**
 * The parts of `wanted` that differ from what a quote or client would inherit: what its own
 * changes must hold, so a later change of the defaults still reaches every part it left alone.
 */
export function reminderOverridesBetween(
  inherited: ReminderRules,
  wanted: ReminderRules,
): ReminderRuleOverrides {
  const overrides: ReminderRuleOverrides = {};
  for (const kind of REMINDER_RULE_KINDS) {
    const parts = (Object.keys(wanted[kind]) as (keyof ReminderRule)[]).filter(
      (part) => wanted[kind][part] !== inherited[kind][part],
    );
    if (parts.length > 0)
      overrides[kind] = Object.fromEntries(
        parts.map((part) => [part, wanted[kind][part]]),
      ) as Partial<ReminderRule>;
  }
  return overrides;
}

/** How the conversation log and the settings page name a rule with its days. */
export function reminderRuleLabel(kind: ReminderRuleKind, days: number): string {
  const n = `${days} ${days === 1 ? 'day' : 'days'}`;
  const business = `${days} business ${days === 1 ? 'day' : 'days'}`;
  switch (kind) {
    case 'not_opened':
      return `Not opened after ${business}`;
    case 'not_answered':
      return `Opened but not answered after ${business}`;
    case 'before_expiry':
      return `${n} before expiry`;
    case 'on_expiry':
      return 'On expiry';
  }
}

/** The settings page's name of each rule, without its days. */
export const REMINDER_RULE_TITLES: Record<ReminderRuleKind, string> = {
  not_opened: 'Not opened',
  not_answered: 'Opened but not answered',
  before_expiry: 'Before expiry',
  on_expiry: 'On expiry',
};
