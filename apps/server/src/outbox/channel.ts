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
  deliver?: (payload: unknown, idempotencyKey: string) => Promise<void>;
};
