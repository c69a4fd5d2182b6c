/**
 * Keeps calls to an outside service inside its limits: at most `concurrency` at once and at most
 * `perWindow` started in any `windowMs`. A call waits its turn rather than being refused, so the
 * service never has to answer 429 for our own bursts. One pacer per service per process.
 */
export type RequestPacer = <T>(call: () => Promise<T>) => Promise<T>;

export function createPacer(limits: {
  concurrency: number;
  perWindow: number;
  windowMs: number;
}): RequestPacer {
  const started: number[] = [];
  let running = 0;
  const waiting: (() => void)[] = [];

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Waits for a free slot, then for the window to have room. */
  const acquire = async () => {
    if (running >= limits.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    for (;;) {
      const now = Date.now();
      while (started.length && (started[0] ?? 0) <= now - limits.windowMs) started.shift();
      if (started.length < limits.perWindow) {
        started.push(now);
        return;
      }
      await sleep((started[0] ?? now) + limits.windowMs - now + 1);
    }
  };
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };

  return async (call) => {
    await acquire();
    try {
      return await call();
    } finally {
      release();
    }
  };
}
