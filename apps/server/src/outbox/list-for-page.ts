import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox, smsStatusReports } from '../db/schema/index.ts';
import type { ChannelDefinition, ShownMessage } from './channel.ts';

export type ListedMessage = ShownMessage & {
  id: number;
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  /** What the SMS provider last reported of a text, through its status callback. */
  providerStatus: string | null;
  providerError: string | null;
};

/**
 * The newest messages as the admin Outbox page shows them: each channel's definition says what
 * of its payload is shown (a mail with a secret shows its stand-in). The large fields no page
 * needs (a PDF's bytes) are left in the database. A payload that no longer fits its channel is
 * listed all the same, saying so, rather than hiding the row.
 */
export async function listForOutboxPage(
  db: Db,
  definitions: readonly ChannelDefinition<unknown>[],
  limit: number,
): Promise<ListedMessage[]> {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const unlisted = [...new Set(definitions.flatMap((definition) => definition.unlisted ?? []))];
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      payload: sql<unknown>`${outbox.payload} - ${`{${unlisted.join(',')}}`}::text[]`,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      providerStatus: smsStatusReports.status,
      providerError: smsStatusReports.errorCode,
    })
    .from(outbox)
    .leftJoin(smsStatusReports, eq(smsStatusReports.idempotencyKey, outbox.idempotencyKey))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map(({ payload, ...row }) => {
    const definition = byName.get(row.channel);
    const parsed = definition?.payload.safeParse(payload);
    const shown =
      definition && parsed?.success
        ? definition.shown(parsed.data)
        : {
            to: '',
            subject: '',
            text: `This ${row.channel} message cannot be read: it does not fit its channel.`,
          };
    return { ...row, ...shown };
  });
}
