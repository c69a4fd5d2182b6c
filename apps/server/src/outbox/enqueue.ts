import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { OutboxChannelName } from './channel.ts';

export type OutgoingMessage = {
  channel: OutboxChannelName;
  /** The same key twice is one message: a retried request cannot send it twice. */
  idempotencyKey: string;
  /** Who receives it (an address, a phone number), for the per-destination throttle. */
  destination: string;
  payload: unknown;
};

/** Queues a message in the caller's transaction, so it exists exactly when the change does. */
export async function enqueueMessage(tx: Tx | Db, message: OutgoingMessage): Promise<void> {
  await tx
    .insert(outbox)
    .values({
      channel: message.channel,
      idempotencyKey: message.idempotencyKey,
      destination: message.destination.trim().toLowerCase(),
      payload: message.payload,
    })
    .onConflictDoNothing();
}
