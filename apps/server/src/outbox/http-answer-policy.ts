import { PermanentDeliveryError, RetryLaterError } from './delivery-errors.ts';
import { retryAfterMs } from './retry-delay.ts';

/** When a service asks us to wait without saying how long. */
const DEFAULT_WAIT_MS = 30_000;

/**
 * The one policy for a provider's HTTP answer that is not a success, used by every HTTP channel
 * (SMS, Xero, WorkflowMax), so the outbox knows what to do:
 * - 429 waits for its Retry-After, however long (a day's limit waits for the day's reset), and
 *   spends no try: it says the service is busy, not that the message is wrong;
 * - 503 waits for its Retry-After and spends a try (a service down for good must end);
 * - 408 and every 5xx are retried with backoff;
 * - any other 4xx (a refused invoice, a bad number, bad credentials) cannot succeed by trying
 *   again and fails at once, in the service's words.
 */
export function refusalOf(service: string, response: Response, reason: string, now = new Date()): Error {
  const words = `${service} answered ${response.status}${reason ? `: ${reason}` : ''}`;
  const wait = retryAfterMs(response.headers.get('retry-after'), now);
  if (response.status === 429) {
    const problem = response.headers.get('x-rate-limit-problem');
    return new RetryLaterError(problem ? `${words} (${problem} limit)` : words, wait ?? DEFAULT_WAIT_MS, {
      spendsTry: false,
    });
  }
  if (response.status === 503) return new RetryLaterError(words, wait ?? DEFAULT_WAIT_MS);
  if (response.status >= 400 && response.status < 500 && response.status !== 408)
    return new PermanentDeliveryError(words);
  return new Error(words);
}

/** A call that failed before any answer: retried later, said in words staff understand. */
export function unanswered(service: string, error: unknown): Error {
  const name = (error as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new Error(`${service} did not answer in time; it will be tried again.`);
  return new Error(`${service} could not be reached: ${String((error as Error)?.message ?? error)}`);
}
