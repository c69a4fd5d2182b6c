import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../business-days/business-calendar.ts';
import {
  DEFAULT_REMINDER_RULES,
  effectiveReminderRules,
  type ReminderRules,
  reminderOverridesBetween,
} from '../reminders/rules.ts';
import { dueReminders, type ReminderFacts, reminderStopOf } from './due-reminders.ts';

const calendar: BusinessCalendar = {
  timeZone: 'Australia/Melbourne',
  state: 'VIC',
  hours: { opens: '09:00', closes: '17:00' },
};
// Monday 30 November 2026, 10:00 in Melbourne (AEDT, +11).
const sentAt = new Date('2026-11-29T23:00:00Z');
const sent: ReminderFacts = {
  revision: 1,
  status: 'Completed Quote',
  orderStatus: '',
  validTo: '2026-12-31',
  sent: { revision: 1, at: sentAt },
  firstViewedAt: null,
  customerWroteAt: null,
  snoozedUntil: null,
};
const only = (kind: keyof ReminderRules, days: number): ReminderRules =>
  effectiveReminderRules(
    {
      not_opened: { ...DEFAULT_REMINDER_RULES.not_opened, on: false },
      not_answered: { ...DEFAULT_REMINDER_RULES.not_answered, on: false },
      before_expiry: { ...DEFAULT_REMINDER_RULES.before_expiry, on: false },
      on_expiry: { ...DEFAULT_REMINDER_RULES.on_expiry, on: false },
    },
    { [kind]: { on: true, days } },
  );
const at = (iso: string) => new Date(iso);

describe('reminder rules', () => {
  it('reminds of a quote not opened after two business days, not before', () => {
    const rules = only('not_opened', 2);
    expect(dueReminders(sent, rules, calendar, at('2026-12-01T22:59:00Z'))).toEqual([]);
    expect(dueReminders(sent, rules, calendar, at('2026-12-01T23:00:00Z'))).toEqual([
      { rule: 'not_opened', dueAt: at('2026-12-01T23:00:00Z') },
    ]);
  });

  it('counts business days past a weekend', () => {
    // Sent on Friday 4 December at 10:00: two business days is Tuesday 8 December at 10:00.
    const friday = { ...sent, sent: { revision: 1, at: at('2026-12-03T23:00:00Z') } };
    const rules = only('not_opened', 2);
    // Monday 10:00 is one business day; Tuesday 9:59 not yet two.
    expect(dueReminders(friday, rules, calendar, at('2026-12-06T23:00:00Z'))).toEqual([]);
    expect(dueReminders(friday, rules, calendar, at('2026-12-07T22:59:00Z'))).toEqual([]);
    expect(dueReminders(friday, rules, calendar, at('2026-12-07T23:00:00Z')).map((r) => r.rule)).toEqual([
      'not_opened',
    ]);
  });

  it('reminds of a quote opened but not answered, counted from the first opening', () => {
    const opened = { ...sent, firstViewedAt: at('2026-11-30T23:00:00Z') }; // Tuesday 10:00
    const rules = effectiveReminderRules(only('not_answered', 3), { not_opened: { on: true, days: 2 } });
    expect(dueReminders(opened, rules, calendar, at('2026-12-03T22:59:00Z'))).toEqual([]);
    // Opened, so the rule about not opening says nothing.
    expect(dueReminders(opened, rules, calendar, at('2026-12-03T23:00:00Z')).map((r) => r.rule)).toEqual([
      'not_answered',
    ]);
  });

  it('reminds some days before expiry, and on expiry only after the end of the valid-to day', () => {
    const before = only('before_expiry', 3);
    expect(dueReminders(sent, before, calendar, at('2026-12-27T12:59:00Z'))).toEqual([]);
    // 28 December starts at 13:00 UTC on the 27th in Melbourne.
    expect(dueReminders(sent, before, calendar, at('2026-12-27T13:00:00Z')).map((r) => r.rule)).toEqual([
      'before_expiry',
    ]);
    const onExpiry = only('on_expiry', 0);
    expect(dueReminders(sent, onExpiry, calendar, at('2026-12-31T12:59:59Z'))).toEqual([]);
    expect(dueReminders(sent, onExpiry, calendar, at('2026-12-31T13:00:00Z')).map((r) => r.rule)).toEqual([
      'on_expiry',
    ]);
    // Once expired, the other rules are silent.
    expect(dueReminders(sent, only('not_opened', 2), calendar, at('2027-01-02T00:00:00Z'))).toEqual([]);
  });

  it('does not remind of expiry at once when the quote was sent that close to it', () => {
    const late = { ...sent, validTo: '2026-12-01' };
    expect(dueReminders(late, only('before_expiry', 3), calendar, at('2026-11-30T00:00:00Z'))).toEqual([]);
  });

  it('sends nothing for a rule that is off or has no channel, nor long after it fell due', () => {
    const silent = effectiveReminderRules(only('not_opened', 2), {
      not_opened: { email: false, sms: false },
    });
    expect(dueReminders(sent, silent, calendar, at('2026-12-02T00:00:00Z'))).toEqual([]);
    const forever = { ...sent, validTo: '2027-06-30' };
    expect(dueReminders(forever, only('not_opened', 2), calendar, at('2027-01-20T00:00:00Z'))).toEqual([]);
  });
});

describe('what stops reminders', () => {
  const now = at('2026-12-02T00:00:00Z');
  it.each([
    [{ sent: null }, 'not_sent'],
    [{ orderStatus: 'Requested Order' }, 'accepted'],
    [{ status: 'Declined Quote' }, 'declined'],
    [{ revision: 2 }, 'revised'],
    [{ customerWroteAt: at('2026-11-30T01:00:00Z') }, 'customer_wrote'],
    [{ snoozedUntil: at('2026-12-05T13:00:00Z') }, 'snoozed'],
  ] as const)('%o stops them (%s)', (change, reason) => {
    const facts = { ...sent, ...change } as ReminderFacts;
    expect(reminderStopOf(facts, now)).toBe(reason);
    expect(dueReminders(facts, only('not_opened', 2), calendar, now)).toEqual([]);
  });

  it('lets them run again when a snooze ends, and ignores what the customer wrote before the send', () => {
    expect(reminderStopOf({ ...sent, snoozedUntil: at('2026-12-01T13:00:00Z') }, now)).toBeNull();
    expect(reminderStopOf({ ...sent, customerWroteAt: at('2026-11-20T01:00:00Z') }, now)).toBeNull();
  });
});

describe('rules per client and per quote', () => {
  it('takes the defaults, then the client, then the quote, part by part', () => {
    const rules = effectiveReminderRules(
      DEFAULT_REMINDER_RULES,
      { not_opened: { days: 5, sms: true } },
      { not_opened: { days: 1 } },
    );
    expect(rules.not_opened).toEqual({ on: true, days: 1, email: true, sms: true });
    expect(rules.not_answered).toEqual(DEFAULT_REMINDER_RULES.not_answered);
  });

  it("keeps as a quote's own changes only the parts that differ from what it inherits", () => {
    const wanted = effectiveReminderRules(DEFAULT_REMINDER_RULES, { on_expiry: { on: true, sms: true } });
    expect(reminderOverridesBetween(DEFAULT_REMINDER_RULES, wanted)).toEqual({
      on_expiry: { on: true, sms: true },
    });
    expect(reminderOverridesBetween(DEFAULT_REMINDER_RULES, DEFAULT_REMINDER_RULES)).toEqual({});
  });
});
