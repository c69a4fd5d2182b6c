import { eq } from 'drizzle-orm';
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

/** Whether a message with this key was ever queued (whatever became of it). */
export async function isQueued(tx: Tx | Db, idempotencyKey: string): Promise<boolean> {
  const found = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.idempotencyKey, idempotencyKey))
    .limit(1);
  return found.length > 0;
}
