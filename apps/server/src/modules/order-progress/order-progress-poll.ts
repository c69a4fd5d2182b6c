import type { AppContext } from '../../app-context.ts';
import { runOrderProgressPass } from './run-order-progress-pass.ts';

export type OrderProgressPoll = { stop: () => Promise<void> };

/**
 * Runs progress passes in this process, one at a time, every ORDER_PROGRESS_POLL_SECONDS. Every
 * server process runs one: the claimed rows, not a chosen leader, keep each order to one reading.
 */
export function startOrderProgressPoll(
  ctx: AppContext,
  onError: (error: unknown) => void,
): OrderProgressPoll {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = runOrderProgressPass(ctx)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, ctx.config.orderProgressEveryMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      if (running) await running;
    },
  };
}
