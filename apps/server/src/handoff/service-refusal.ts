import { PermanentDeliveryError, RetryLaterError } from '../outbox/delivery-errors.ts';
import { retryAfterMs } from '../outbox/retry-delay.ts';

/** When a service asks us to wait without saying how long. */
const DEFAULT_WAIT_MS = 30_000;

/**
 * The error for a service's answer that is not a success, so the outbox knows what to do: 429 or
 * 503 waits for its Retry-After; another 4xx (a refused invoice, a bad request) cannot succeed by
 * trying again; a 5xx is retried with backoff.
 */
export function serviceRefusal(service: string, response: Response, reason: string): Error {
  const words = `${service} answered ${response.status}${reason ? `: ${reason}` : ''}`;
  if (response.status === 429 || response.status === 503)
    return new RetryLaterError(words, retryAfterMs(response.headers.get('retry-after')) ?? DEFAULT_WAIT_MS);
  if (response.status >= 400 && response.status < 500 && response.status !== 408)
    return new PermanentDeliveryError(words);
  return new Error(words);
}

/** A call that took longer than its budget: retried later, and said in words staff understand. */
export function timedOut(service: string, error: unknown): Error {
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new Error(`${service} did not answer in time; it will be tried again.`);
  return new Error(`${service} could not be reached: ${String((error as Error)?.message ?? error)}`);
}
