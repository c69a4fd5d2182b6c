import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { proofLinks } from './proofs.ts';
import { quotes } from './quotes.ts';

/** What a client (a customer account) changes of the business's reminder rules. */
export const clientReminderRules = pgTable('client_reminder_rules', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The parts of the rules it changes (`@portal/domain/reminders` reminderRuleOverrides). */
  rules: jsonb('rules').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** What one quote changes of its rules, and until when staff snoozed its reminders. */
export const quoteReminderRules = pgTable('quote_reminder_rules', {
  quoteId: integer('quote_id')
    .primaryKey()
    .references(() => quotes.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').notNull(),
  snoozedUntil: timestamp('snoozed_until', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The scheduler's work (DESIGN "Proofs, reminders and reports"): one row per reminder a rule
 * made due, keyed by quote, rule and revision so no reminder exists, or goes, twice. Any
 * process claims pending rows with FOR UPDATE SKIP LOCKED and settles each in the transaction
 * that queues its mail and SMS in the outbox and writes its line in the conversation log.
 */
export const quoteReminders = pgTable(
  'quote_reminders',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** 'not_opened', 'not_answered', 'before_expiry' or 'on_expiry'. */
    rule: text('rule').notNull(),
    revision: integer('revision').notNull(),
    /** The rule with its days when it fell due ('Not opened after 2 business days'). */
    label: text('label').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** 'pending', 'sent', or 'stopped' (the quote moved on before it went). */
    state: text('state').notNull().default('pending'),
    /** The channels it went by: 'email', 'sms'. */
    channels: jsonb('channels').notNull().default(sql`'[]'::jsonb`),
    stopReason: text('stop_reason'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('quote_reminders_key_idx').on(t.quoteId, t.rule, t.revision),
    index('quote_reminders_pending_idx').on(t.dueAt).where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * The proof reminders' work, as `quote_reminders` is the quotes': one row per reminder a rule
 * made due for a round of proofs sent (its proof link), keyed by round and rule.
 */
export const proofReminders = pgTable(
  'proof_reminders',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    linkId: integer('link_id')
      .notNull()
      .references(() => proofLinks.id, { onDelete: 'cascade' }),
    /** 'not_opened' or 'not_answered'. */
    rule: text('rule').notNull(),
    /** The rule with its days when it fell due ('Proofs not opened after 2 business days'). */
    label: text('label').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** 'pending', 'sent', or 'stopped' (the proofs were answered, or sent again, before it went). */
    state: text('state').notNull().default('pending'),
    channels: jsonb('channels').notNull().default(sql`'[]'::jsonb`),
    stopReason: text('stop_reason'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('proof_reminders_key_idx').on(t.linkId, t.rule),
    index('proof_reminders_quote_idx').on(t.quoteId),
    index('proof_reminders_pending_idx').on(t.dueAt).where(sql`${t.state} = 'pending'`),
  ],
);
