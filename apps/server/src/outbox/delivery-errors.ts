/**
 * How a channel says a delivery failed, so the outbox knows when to try again. Any other error
 * is retried with backoff (retry-delay.ts).
 */

/**
 * The provider asked us to wait (HTTP 429, or 503 with `Retry-After`): tried again after that.
 * A wait the provider imposes for its own rate (a 429) is not the message's fault and does not
 * spend one of its tries: a day's limit would otherwise use them all up before the reset.
 */
export class RetryLaterError extends Error {
  readonly spendsTry: boolean;
  constructor(
    message: string,
    readonly afterMs: number,
    options: { spendsTry?: boolean } = {},
  ) {
    super(message);
    this.name = 'RetryLaterError';
    this.spendsTry = options.spendsTry ?? true;
  }
}

/** Trying again cannot help (a refused number, a rejected address): the message fails at once. */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}
