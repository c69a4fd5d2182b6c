import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { ChannelDefinition } from './channel.ts';

/** One message to queue: its channel, its payload and the facts its channel keys it by. */
export type QueuedMessage<P = unknown, F = unknown> = {
  definition: ChannelDefinition<P, F>;
  payload: P;
  facts: F;
  availableAt?: Date;
};

/**
 * Queues messages in the caller's transaction, in one statement, so they exist exactly when the
 * change does. Each payload is checked by its channel's schema here: a message that could never
 * be delivered is a fault of the caller and is refused before anything is written. The caller
 * gives the facts that make each message one message; its channel's key builder makes the key
 * from them. The same key twice is one message, so a retried request cannot send it twice.
 * `availableAt` holds one back (a digest waiting for more).
 */
export async function enqueueAll(tx: Tx | Db, messages: readonly QueuedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const rows = messages.map(({ definition, payload, facts, availableAt }) => {
    const checked = definition.payload.parse(payload);
    return {
      channel: definition.name,
      idempotencyKey: definition.keyOf(facts),
      destination: definition.destinationOf(checked).trim().toLowerCase(),
      payload: checked,
      ...(availableAt ? { availableAt } : {}),
    };
  });
  await tx.insert(outbox).values(rows).onConflictDoNothing();
}

/** One message of a batch for enqueueAll, typed by its channel. */
export const queued = <P, F>(definition: ChannelDefinition<P, F>, payload: P, facts: F): QueuedMessage =>
  ({ definition, payload, facts }) as QueuedMessage;

/** Queues one message in the caller's transaction (enqueueAll). */
export const enqueue = <P, F>(
  tx: Tx | Db,
  definition: ChannelDefinition<P, F>,
  payload: P,
  facts: F,
  options: { availableAt?: Date } = {},
): Promise<void> => enqueueAll(tx, [{ ...queued(definition, payload, facts), ...options }]);

/** Whether a message with this key was ever queued (whatever became of it). */
export async function isQueued(tx: Tx | Db, idempotencyKey: string): Promise<boolean> {
  const found = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.idempotencyKey, idempotencyKey))
    .limit(1);
  return found.length > 0;
}
