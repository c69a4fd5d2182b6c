import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { ChannelDefinition } from './channel.ts';

/**
 * Queues a message in the caller's transaction, so it exists exactly when the change does. The
 * payload is checked by the channel's schema here: a message that could never be delivered is a
 * fault of the caller and is refused before anything is written. The caller gives the facts that
 * make the message one message; the channel's key builder makes the key from them. The same key
 * twice is one message, so a retried request cannot send it twice. `availableAt` holds it back (a digest
 * waiting for more).
 */
export async function enqueue<P, F>(
  tx: Tx | Db,
  definition: ChannelDefinition<P, F>,
  payload: P,
  facts: F,
  options: { availableAt?: Date } = {},
): Promise<void> {
  const checked = definition.payload.parse(payload);
  await tx
    .insert(outbox)
    .values({
      channel: definition.name,
      idempotencyKey: definition.keyOf(facts),
      destination: definition.destinationOf(checked).trim().toLowerCase(),
      payload: checked,
      ...(options.availableAt ? { availableAt: options.availableAt } : {}),
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
