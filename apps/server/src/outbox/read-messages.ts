import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { type ChannelDefinition, readPayload } from './channel.ts';

/** How a message stands, as other modules may read it (never the table itself). */
export type MessageState = {
  id: number;
  key: string;
  status: 'pending' | 'sent' | 'recorded' | 'failed';
  lastError: string | null;
  /** What the service answered (a job or invoice number) or how far long work got. */
  result: unknown;
  createdAt: Date;
};

const stateColumns = {
  id: outbox.id,
  key: outbox.idempotencyKey,
  status: outbox.status,
  lastError: outbox.lastError,
  result: outbox.result,
  createdAt: outbox.createdAt,
};

/** The messages with these keys (a hand-off's job and invoices), found through the key's index. */
export async function messagesByKeys(db: Db | Tx, keys: readonly string[]): Promise<MessageState[]> {
  if (keys.length === 0) return [];
  return db
    .select(stateColumns)
    .from(outbox)
    .where(inArray(outbox.idempotencyKey, [...keys]));
}

/**
 * A channel's newest messages whose payload field `field` is one of `values` (the WorkflowMax
 * tab's work by kind), each with its payload read by the channel's schema; `pendingOnly` for
 * work still waiting or under way.
 */
export async function messagesOf<P>(
  db: Db | Tx,
  definition: ChannelDefinition<P>,
  filter: { field: string; values: readonly string[]; pendingOnly?: boolean; limit: number },
): Promise<(MessageState & { payload: P })[]> {
  const rows = await db
    .select({ ...stateColumns, payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, definition.name),
        inArray(sql`${outbox.payload}->>${filter.field}`, [...filter.values]),
        filter.pendingOnly ? eq(outbox.status, 'pending') : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
  return rows.map((row) => ({ ...row, payload: readPayload(definition, row.payload) }));
}
