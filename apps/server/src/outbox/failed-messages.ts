import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export type FailedMessage = {
  id: number;
  channel: string;
  /** Who it was for (an address, a phone number; empty for a service's work). */
  destination: string;
  lastError: string | null;
  createdAt: Date;
};

/**
 * How many messages failed, and the newest `limit` of them (outbox_pending_idx begins with the
 * status, so only failed rows are read).
 */
export async function failedMessages(
  db: Db,
  limit: number,
): Promise<{ count: number; rows: FailedMessage[] }> {
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      destination: outbox.destination,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return { count: rows[0]?.total ?? 0, rows: rows.map(({ total: _, ...row }) => row) };
}
