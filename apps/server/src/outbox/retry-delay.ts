/**
 * When a failed delivery is tried again: exponential backoff from one second,
 * doubled per try up to a quarter of an hour, with jitter so the messages that failed together
 * (a mail server's outage) do not all come back in the same second. After MAX_TRIES the
 * message ends as failed, for an admin to retry from the Outbox page.
 */
export const MAX_TRIES = 8;
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 15 * 60_000;

/** The wait after the `tries`-th failed try: between half and all of the backed-off delay. */
export function retryDelayMs(tries: number, random: () => number = Math.random): number {
  const backedOff = Math.min(FIRST_DELAY_MS * 2 ** Math.max(tries - 1, 0), LONGEST_DELAY_MS);
  return Math.round(backedOff * (0.5 + random() * 0.5));
}

/**
 * A provider's `Retry-After` (RFC 9110: seconds, or an HTTP date) as a wait in milliseconds, or
 * null when absent or unreadable. Never negative, and never shortened: the provider knows when
 * its limit resets (Xero's daily limit answers with the hours left), and coming back sooner
 * only earns another refusal.
 */
export function retryAfterMs(header: string | null | undefined, now: Date = new Date()): number | null {
  const text = header?.trim();
  if (!text) return null;
  const wait = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text) - now.getTime();
  if (!Number.isFinite(wait)) return null;
  return Math.max(wait, 0);
}
