import type { AppContext } from '../../app-context.ts';
import { listPriceMovesOnce } from '../price-moves/index.ts';
import { runReminderPass } from './run-reminder-pass.ts';

/** How often each process looks for due reminders; a reminder is a few minutes late at most. */
const PASS_EVERY_MS = 60_000;

export type ReminderScheduler = { stop: () => Promise<void> };

/**
 * Runs reminder passes (and the day's price list) in this process, one at a time, every minute. Every server process runs
 * one: the rows and their locks, not a chosen leader, keep each reminder to one sending.
 */
export function startReminderScheduler(
  ctx: AppContext,
  onError: (error: unknown) => void,
): ReminderScheduler {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    // The day's list of quotes whose price would move rides on the same minute: the first pass
    // of each business day, on whichever process gets there first, makes it.
    running = runReminderPass(ctx)
      .then(() => undefined, onError)
      .then(() => listPriceMovesOnce(ctx))
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, PASS_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
