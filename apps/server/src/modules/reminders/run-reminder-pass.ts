import { isBusinessTime } from '@portal/domain/business-days';
import type { AppContext } from '../../app-context.ts';
import { readBusinessSettings } from '../business/index.ts';
import { businessCalendarOf } from './business-calendar-of.ts';
import { planRemindersOnce } from './plan-reminders.ts';
import { sendDueProofReminders } from './send-due-proof-reminders.ts';
import { sendDueReminders } from './send-due-reminders.ts';

export type ReminderPass = { open: boolean; planned: number; sent: number; stopped: number };

/**
 * One pass of the reminder scheduler at the context's clock: outside business hours, or on a
 * day that is not a business day of the business's state, nothing is written or sent. Inside,
 * the quotes' and the proofs' reminders due are written as rows (by one process at a time), then
 * claimed and sent. Any number of processes may run passes at once.
 */
export async function runReminderPass(ctx: AppContext): Promise<ReminderPass> {
  const now = ctx.clock.now();
  const business = await readBusinessSettings(ctx.db);
  const calendar = businessCalendarOf(business);
  if (!isBusinessTime(now, calendar)) return { open: false, planned: 0, sent: 0, stopped: 0 };
  const planned = (await planRemindersOnce(ctx.db, business.reminder_rules, calendar, now)) ?? 0;
  const quotes = await sendDueReminders(ctx, business, calendar, now);
  const proofs = await sendDueProofReminders(ctx, business, now);
  const sent = quotes.sent + proofs.sent;
  const stopped = quotes.stopped + proofs.stopped;
  if (sent > 0) ctx.outbox.kick();
  return { open: true, planned, sent, stopped };
}
