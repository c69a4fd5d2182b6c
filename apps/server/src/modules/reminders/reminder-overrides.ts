import { MESSAGES } from '@portal/domain';
import { businessToday, startOfDayIn } from '@portal/domain/dates';
import type { ProofReminderRule } from '@portal/domain/reminder-schedule';
import {
  type ClientRemindersAnswer,
  effectiveReminderRules,
  type QuoteRemindersAnswer,
  REMINDER_MESSAGES,
  type ReminderRuleKind,
  type ReminderRuleOverrides,
} from '@portal/domain/reminders';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  clientReminderRules,
  proofLinks,
  proofReminders,
  quoteReminderRules,
  quoteReminders,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { readBusinessSettings } from '../business/index.ts';
import { quoteHeadForUser } from '../quotes/index.ts';

const overridesOf = (stored: unknown): ReminderRuleOverrides => (stored ?? {}) as ReminderRuleOverrides;

async function clientOverrides(db: Db | Tx, clientId: number): Promise<ReminderRuleOverrides> {
  const [row] = await db.select().from(clientReminderRules).where(eq(clientReminderRules.clientId, clientId));
  return overridesOf(row?.rules);
}

/** A customer account, or 404: staff accounts have no reminders of their own. */
async function assertClient(db: Db, clientId: number): Promise<void> {
  const [client] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, clientId), eq(users.role, 'customer')));
  if (!client) throw notFound(MESSAGES.notFound);
}

/** GET /reminders/clients/{id} (staff): the business's rules and what this client changes. */
export async function readClientReminders(ctx: AppContext, clientId: number): Promise<ClientRemindersAnswer> {
  await assertClient(ctx.db, clientId);
  const [business, overrides] = await Promise.all([
    readBusinessSettings(ctx.db),
    clientOverrides(ctx.db, clientId),
  ]);
  return {
    defaults: business.reminder_rules,
    overrides,
    rules: effectiveReminderRules(business.reminder_rules, overrides),
  };
}

/** POST /reminders/clients/{id} (staff): replaces the client's changes ({} follows the business). */
export async function saveClientReminders(
  ctx: AppContext,
  clientId: number,
  overrides: ReminderRuleOverrides,
): Promise<ClientRemindersAnswer> {
  await assertClient(ctx.db, clientId);
  await ctx.db
    .insert(clientReminderRules)
    .values({ clientId, rules: overrides })
    .onConflictDoUpdate({
      target: clientReminderRules.clientId,
      set: { rules: overrides, updatedAt: new Date() },
    });
  return readClientReminders(ctx, clientId);
}

/** GET /reminders/quotes/{id} (staff): the quote's rules as they stand, its snooze, and its reminders. */
export async function readQuoteReminders(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
): Promise<QuoteRemindersAnswer> {
  const quote = await quoteHeadForUser(ctx.db, user, quoteId);
  const [business, client, [own], reminders, proofRounds] = await Promise.all([
    readBusinessSettings(ctx.db),
    clientOverrides(ctx.db, quote.userId),
    ctx.db.select().from(quoteReminderRules).where(eq(quoteReminderRules.quoteId, quoteId)),
    ctx.db
      .select()
      .from(quoteReminders)
      .where(eq(quoteReminders.quoteId, quoteId))
      .orderBy(desc(quoteReminders.id)),
    ctx.db
      .select({ reminder: proofReminders, roundSentAt: proofLinks.createdAt })
      .from(proofReminders)
      .innerJoin(proofLinks, eq(proofLinks.id, proofReminders.linkId))
      .where(eq(proofReminders.quoteId, quoteId))
      .orderBy(desc(proofReminders.id)),
  ]);
  const told = (row: typeof quoteReminders.$inferSelect | typeof proofReminders.$inferSelect) => ({
    label: row.label,
    state: row.state as 'pending' | 'sent' | 'stopped',
    due_at: row.dueAt.toISOString(),
    sent_at: row.state === 'sent' ? (row.settledAt?.toISOString() ?? null) : null,
    channels: row.channels as ('email' | 'sms')[],
  });
  const overrides = overridesOf(own?.rules);
  const snoozed = own?.snoozedUntil && own.snoozedUntil > ctx.clock.now() ? own.snoozedUntil : null;
  return {
    defaults: business.reminder_rules,
    client_overrides: client,
    overrides,
    rules: effectiveReminderRules(business.reminder_rules, client, overrides),
    snoozed_until: snoozed ? businessToday(snoozed, business.time_zone) : null,
    reminders: reminders.map((row) => ({
      ...told(row),
      rule: row.rule as ReminderRuleKind,
      revision: row.revision,
    })),
    proof_reminders: proofRounds.map(({ reminder, roundSentAt }) => ({
      ...told(reminder),
      rule: reminder.rule as ProofReminderRule,
      round_sent_at: roundSentAt.toISOString(),
    })),
  };
}

/** POST /reminders/quotes/{id} (staff): replaces the quote's own changes of its rules. */
export async function saveQuoteReminders(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
  overrides: ReminderRuleOverrides,
): Promise<QuoteRemindersAnswer> {
  await quoteHeadForUser(ctx.db, user, quoteId);
  await ctx.db
    .insert(quoteReminderRules)
    .values({ quoteId, rules: overrides })
    .onConflictDoUpdate({
      target: quoteReminderRules.quoteId,
      set: { rules: overrides, updatedAt: new Date() },
    });
  return readQuoteReminders(ctx, user, quoteId);
}

/**
 * POST /reminders/quotes/{id}/snooze (staff): no reminder of the quote goes before the start of
 * the day given (in the business's time zone); null lets them go again at once.
 */
export async function snoozeQuoteReminders(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
  until: string | null,
): Promise<QuoteRemindersAnswer> {
  await quoteHeadForUser(ctx.db, user, quoteId);
  const { time_zone } = await readBusinessSettings(ctx.db);
  if (until !== null && until <= businessToday(ctx.clock.now(), time_zone))
    throw badRequest(REMINDER_MESSAGES.snoozeDate);
  const snoozedUntil = until === null ? null : startOfDayIn(until, time_zone);
  await ctx.db
    .insert(quoteReminderRules)
    .values({ quoteId, rules: {}, snoozedUntil })
    .onConflictDoUpdate({ target: quoteReminderRules.quoteId, set: { snoozedUntil, updatedAt: new Date() } });
  return readQuoteReminders(ctx, user, quoteId);
}
