import type { Db } from '../db/client.ts';
import type { OutboxChannel } from './channel.ts';
import { deliverDue } from './deliver-due.ts';

export type OutboxWorker = {
  /** Deliver now (after a commit) instead of waiting for the next poll. */
  kick: () => void;
  /** Resolves when nothing due is left; tests use it to read what was sent. */
  drain: () => Promise<void>;
  stop: () => Promise<void>;
};

const POLL_MS = 5_000;

export function startOutboxWorker(
  db: Db,
  channels: readonly OutboxChannel[],
  onError: (error: unknown) => void,
): OutboxWorker {
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
          while (!stopped && (await deliverDue(db, channels, () => stopped)) > 0) {}
        } catch (error) {
          onError(error);
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => void run(), POLL_MS);
  timer.unref();
  return {
    kick: () => void run(),
    drain: async () => {
      await run();
      if (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
