/**
 * How a channel says a delivery failed, so the outbox knows when to try again. Any other error
 * is retried with backoff (retry-delay.ts).
 */

/** The provider asked us to wait (HTTP 429 or 503 with `Retry-After`): tried again after that. */
export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly afterMs: number,
  ) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

/** Trying again cannot help (a refused number, a rejected address): the message fails at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
