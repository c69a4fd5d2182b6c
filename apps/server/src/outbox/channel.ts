import type { outbox } from '../db/schema/index.ts';

export type OutboxChannelName = (typeof outbox.$inferSelect)['channel'];

/**
 * One way a message leaves the portal (mail, SMS, and next the job hand-off and invoicing). The
 * outbox claims, throttles and retries; the channel only delivers, throwing RetryLaterError or
 * PermanentDeliveryError (delivery-errors.ts) when the provider says so.
 */
export type OutboxChannel = {
  name: OutboxChannelName;
  /** Absent while the channel is not configured: its messages are recorded for the Outbox page. */
  // A channel with nothing to keep (mail, SMS) returns nothing.
  deliver?: (
    payload: unknown,
    idempotencyKey: string,
    progress: DeliveryProgress,
  ) => Promise<DeliveryOutcome | undefined> | Promise<void>;
};

/** Where long work (done in slices) keeps how far it got: the Outbox row's result. */
export type DeliveryProgress = {
  /** The row's result from its last slice or try, null the first time. */
  previous: unknown;
  report: (progress: unknown) => Promise<void>;
};

/**
 * What a delivery gave back: the service's answer to keep (a job or invoice number), and for
 * work done in slices (deleting a supplier's products) that more is left, so the message goes
 * back in line at once instead of holding its claim past the lease.
 */
export type DeliveryOutcome = { result?: unknown; more?: boolean };
