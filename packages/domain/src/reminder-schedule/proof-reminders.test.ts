import { describe, expect, it } from 'vitest';
import type { BusinessCalendar } from '../business-days/business-calendar.ts';
import { DEFAULT_REMINDER_RULES, type ReminderRules } from '../reminders/rules.ts';
import {
  dueProofReminders,
  type ProofRoundFacts,
  proofReminderLabel,
  proofRoundStopOf,
} from './proof-reminders.ts';

const calendar: BusinessCalendar = {
  timeZone: 'Australia/Sydney',
  state: 'NSW',
  hours: { opens: '09:00', closes: '17:00' },
};
const at = (iso: string) => new Date(iso);
// Thursday 24 December 2026, 10:00 in Sydney (AEDT, +11): Christmas and Boxing Day (observed
// on Monday 28 December) follow, so two business days is Wednesday 30 December at 10:00.
const round: ProofRoundFacts = {
  sentAt: at('2026-12-23T23:00:00Z'),
  linkEndsAt: at('2027-02-21T23:00:00Z'),
  resent: false,
  waiting: 2,
  firstOpenedAt: null,
  customerWroteAt: null,
  snoozedUntil: null,
  declined: false,
};
const rules: ReminderRules = {
  ...DEFAULT_REMINDER_RULES,
  not_opened: { on: true, days: 2, email: true, sms: false },
  not_answered: { on: true, days: 3, email: true, sms: false },
};

describe('proof reminders', () => {
  it('reminds of proofs not opened after two business days, past public holidays', () => {
    expect(dueProofReminders(round, rules, calendar, at('2026-12-29T22:59:00Z'))).toEqual([]);
    expect(dueProofReminders(round, rules, calendar, at('2026-12-29T23:00:00Z'))).toEqual([
      { rule: 'not_opened', dueAt: at('2026-12-29T23:00:00Z') },
    ]);
  });

  it('counts the unanswered rule from the first opening, and only once it was opened', () => {
    // Opened on Tuesday 29 December at 10:00: three business days is Monday 4 January (New Year's Day is Friday).
    const opened = { ...round, firstOpenedAt: at('2026-12-28T23:00:00Z') };
    expect(dueProofReminders(opened, rules, calendar, at('2027-01-03T22:59:00Z'))).toEqual([]);
    expect(dueProofReminders(opened, rules, calendar, at('2027-01-03T23:00:00Z'))).toEqual([
      { rule: 'not_answered', dueAt: at('2027-01-03T23:00:00Z') },
    ]);
  });

  it('stops when the proofs are answered, sent again, written about, snoozed or the link has ended', () => {
    const now = at('2027-01-05T00:00:00Z');
    expect(proofRoundStopOf(round, now)).toBeNull();
    expect(proofRoundStopOf({ ...round, waiting: 0 }, now)).toBe('answered');
    expect(proofRoundStopOf({ ...round, resent: true }, now)).toBe('resent');
    expect(proofRoundStopOf({ ...round, customerWroteAt: at('2026-12-24T01:00:00Z') }, now)).toBe(
      'customer_wrote',
    );
    // A note written before the round went does not answer it.
    expect(proofRoundStopOf({ ...round, customerWroteAt: at('2026-12-20T01:00:00Z') }, now)).toBeNull();
    expect(proofRoundStopOf({ ...round, snoozedUntil: at('2027-01-11T13:00:00Z') }, now)).toBe('snoozed');
    expect(proofRoundStopOf({ ...round, linkEndsAt: now }, now)).toBe('link_ended');
    for (const stopped of [
      { ...round, waiting: 0 },
      { ...round, resent: true },
    ])
      expect(dueProofReminders(stopped, rules, calendar, now)).toEqual([]);
  });

  it('sends nothing for a rule turned off or without a channel, nor one due long ago', () => {
    const now = at('2026-12-30T00:00:00Z');
    const off = { ...rules, not_opened: { ...rules.not_opened, on: false } };
    const noChannel = { ...rules, not_opened: { ...rules.not_opened, email: false } };
    expect(dueProofReminders(round, off, calendar, now)).toEqual([]);
    expect(dueProofReminders(round, noChannel, calendar, now)).toEqual([]);
    // Fifteen days after it fell due, a portal restarted after a pause lets it go.
    expect(dueProofReminders(round, rules, calendar, at('2027-01-13T23:01:00Z'))).toEqual([]);
  });

  it('names the rule as the log shows it', () => {
    expect(proofReminderLabel('not_opened', 2)).toBe('Proofs not opened after 2 business days');
    expect(proofReminderLabel('not_answered', 1)).toBe('Proofs opened but not answered after 1 business day');
  });
});
