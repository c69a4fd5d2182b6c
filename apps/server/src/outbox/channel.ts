import type { z } from 'zod';
import { PermanentDeliveryError } from './delivery-errors.ts';

export type OutboxChannelName = 'mail' | 'sms' | 'invoicing' | 'jobs';

/** What the admin Outbox page shows of a message. */
export type ShownMessage = { to: string; subject: string; text: string };

/**
 * A channel's one definition (after documenso's job definitions): the payload's schema, checked
 * when a message is written and again when it is read for delivery or for the Outbox page, its
 * key builder, who it goes to (for the per-destination throttle) and what the Outbox page shows
 * of it. Delivery needs the running process's parts (a transport, a client), so it is bound by
 * `channelOf`. `F` is what a caller knows of a message (a quote and its revision); `keyOf` alone
 * turns it into the outbox key, so a key's format lives in one place and keys already stored
 * keep matching the same facts.
 */
export type ChannelDefinition<P, F = never> = {
  name: OutboxChannelName;
  payload: z.ZodType<P>;
  /** The message's outbox key: the same facts give the same key, so a repeat is one message. */
  keyOf: (facts: F) => string;
  destinationOf: (payload: P) => string;
  shown: (payload: P) => ShownMessage;
  /** Payload fields that can be large and the Outbox page never needs (a PDF's bytes): not read for the list. */
  unlisted?: readonly string[];
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
 * back in line at once instead of holding its claim.
 */
export type DeliveryOutcome = { result?: unknown; more?: boolean };

export type Deliver<P> = (
  payload: P,
  idempotencyKey: string,
  progress: DeliveryProgress,
) => Promise<DeliveryOutcome | undefined> | Promise<void>;

/**
 * One way a message leaves the portal, ready to run. The outbox claims, throttles and retries;
 * the channel only delivers, throwing RetryLaterError or PermanentDeliveryError when the
 * provider says so. Without `deliver` (not configured) its messages are recorded for the page.
 */
export type OutboxChannel = {
  name: OutboxChannelName;
  definition: ChannelDefinition<unknown>;
  deliver?: Deliver<unknown>;
  /**
   * How many of its messages may be on their way at once: a mail server's pooled connections.
   * Unset, one: the HTTP services pace their own calls (service-limits) and keep their order.
   */
  concurrency?: number;
};

/** Reads a stored payload by its channel's schema; a payload that does not fit can never be sent. */
export function readPayload<P>(definition: ChannelDefinition<P>, stored: unknown): P {
  const parsed = definition.payload.safeParse(stored);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0];
  throw new PermanentDeliveryError(
    `The stored ${definition.name} message does not fit its channel: ${where?.path.join('.') || 'payload'} ${where?.message ?? ''}`.trim(),
  );
}

/** A channel's definition bound to its delivery, the payload read by the definition's schema first. */
export function channelOf<P>(
  definition: ChannelDefinition<P>,
  deliver?: Deliver<P>,
  options: { concurrency?: number } = {},
): OutboxChannel {
  return {
    name: definition.name,
    definition: definition as ChannelDefinition<unknown>,
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(deliver
      ? {
          deliver: (stored: unknown, key: string, progress: DeliveryProgress) =>
            deliver(readPayload(definition, stored), key, progress),
        }
      : {}),
  };
}
