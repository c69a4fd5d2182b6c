import type { Clock } from '../lib/clock.ts';

/** A clock a test sets: it stands still at the moment given until the test moves it. */
export function settableClock(start: Date): Clock & { set: (at: Date | string) => void } {
  let now = start;
  return {
    now: () => now,
    set: (at) => {
      now = new Date(at);
    },
  };
}
