import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { ChannelDefinition } from './channel.ts';

/** One message to queue: its channel, its payload and its key. */
export type QueuedMessage<P = unknown> = {
  definition: ChannelDefinition<P>;
  payload: P;
  idempotencyKey: string;
  availableAt?: Date;
};

/**
 * Queues messages in the caller's transaction, in one statement, so they exist exactly when the
 * change does. Each payload is checked by its channel's schema here: a message that could never
 * be delivered is a fault of the caller and is refused before anything is written. The same key
 * twice is one message, so a retried request cannot send it twice. `availableAt` holds one back
 * (a digest waiting for more).
 */
export async function enqueueAll(tx: Tx | Db, messages: readonly QueuedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map(({ definition, payload, idempotencyKey, availableAt }) => {
    const checked = definition.payload.parse(payload);
    return {
      channel: definition.name,
      idempotencyKey,
      destination: definition.destinationOf(checked).trim().toLowerCase(),
      payload: checked,
      ...(availableAt ? { availableAt } : {}),
    };
  });
  await tx.insert(outbox).values(rows).onConflictDoNothing();
}

/** Queues one message in the caller's transaction (enqueueAll). */
export const enqueue = <P>(
  tx: Tx | Db,
  definition: ChannelDefinition<P>,
  payload: P,
  idempotencyKey: string,
  options: { availableAt?: Date } = {},
): Promise<void> =>
  enqueueAll(tx, [
    { definition: definition as ChannelDefinition<unknown>, payload, idempotencyKey, ...options },
  ]);

/** Whether a message with this key was ever queued (whatever became of it). */
export async function isQueued(tx: Tx | Db, idempotencyKey: string): Promise<boolean> {
  const found = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.idempotencyKey, idempotencyKey))
    .limit(1);
  return found.length > 0;
}
