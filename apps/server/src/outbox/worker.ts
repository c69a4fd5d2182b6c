import type { Db } from '../db/client.ts';
import type { OutboxChannel } from './channel.ts';
import { type DeliveryOptions, deliverDue } from './deliver-due.ts';

export type OutboxWorker = {
  /** Deliver now (after a commit) instead of waiting for the next poll. */
  kick: () => void;
  /** Resolves when nothing due is left in any lane; tests use it to read what was sent. */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
};

const POLL_MS = 5_000;

/** One channel's line of messages, delivered one batch after another. */
function lane(db: Db, channel: OutboxChannel, options: DeliveryOptions, onError: (e: unknown) => void) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while (
            !stopped &&
            (await deliverDue(db, [channel], { ...options, stopping: () => stopped })) > 0
          ) {}
        } catch (error) {
          onError(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      // A kick that came as the last pass was ending must not wait for the next poll.
      if (again && !stopped) void run();
    });
    return running;
  };
  return {
    run,
    // A pass already under way may have looked before the newest message was written: wait
    // for it, then make a pass of our own that runs until nothing is due.
    drain: async () => {
      while (running) await running;
      await run();
    },
    stop: async () => {
      stopped = true;
      if (running) await running;
    },
  };
}

/**
 * Delivers the outbox, each channel in its own lane: a mail server that stalls holds up only
 * mail, never an invoice, a job or a text.
 */
export function startOutboxWorker(
  db: Db,
  channels: readonly OutboxChannel[],
  onError: (error: unknown) => void,
  options: DeliveryOptions = {},
): OutboxWorker {
  const lanes = channels.map((channel) => lane(db, channel, options, onError));
  const runAll = () => {
    for (const each of lanes) void each.run();
  };
  const timer = setInterval(runAll, POLL_MS);
  timer.unref();
  return {
    kick: runAll,
    drain: async () => {
      await Promise.all(lanes.map((each) => each.drain()));
    },
    stop: async () => {
      clearInterval(timer);
      await Promise.all(lanes.map((each) => each.stop()));
    },
  };
}
