import { and, asc, eq, like } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { type ChannelDefinition, readPayload } from './channel.ts';

/** A LIKE pattern matching keys that start with `prefix`, its own % and _ taken literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Adds to a digest still waiting (a message whose key starts with `keyPrefix`, not yet tried):
 * its payload is read under the row's lock, changed by `change` and checked again by the
 * channel's schema. Returns false when none waits, for the caller to queue a new one; once the
 * worker has tried it, the next addition starts a new message.
 */
export async function appendToWaitingDigest<P>(
  tx: Tx,
  definition: ChannelDefinition<P>,
  keyPrefix: string,
  change: (payload: P) => P,
): Promise<boolean> {
  const [waiting] = await tx
    .select({ id: outbox.id, payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, definition.name),
        like(outbox.idempotencyKey, startsWith(keyPrefix)),
        eq(outbox.status, 'pending'),
        eq(outbox.attempts, 0),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(1)
    .for('update');
  if (!waiting) return false;
  const changed = definition.payload.parse(change(readPayload(definition, waiting.payload)));
  await tx.update(outbox).set({ payload: changed }).where(eq(outbox.id, waiting.id));
  return true;
}
