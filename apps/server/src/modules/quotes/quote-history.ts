import type { Tx } from '../../db/client.ts';
import { quoteHistory, quoteRevisions } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { QuoteRowDb } from './quote-record.ts';

export type HistoryActor = Pick<AuthUser, 'id' | 'firstname' | 'lastname'> | null;

const nameOf = (actor: HistoryActor) =>
  actor ? `${actor.firstname} ${actor.lastname}`.trim() : 'Customer by link';

/** One line of the quote's history: who did what and when (GET /quotes/getlog). */
export async function recordHistory(
  tx: Tx,
  quoteId: number,
  actor: HistoryActor,
  action: string,
  detail = '',
): Promise<void> {
  await tx.insert(quoteHistory).values({
    quoteId,
    userId: actor?.id ?? null,
    userName: nameOf(actor),
    action,
    detail,
  });
}

/** Keeps the quote as it stood when it was submitted, revision by revision. */
export type SnapshotOf = Pick<
  QuoteRowDb,
  'id' | 'revision' | 'status' | 'orderStatus' | 'content' | 'priceCents' | 'gstCents' | 'costCents'
>;

export async function snapshotRevision(
  tx: Tx,
  row: SnapshotOf,
  action: string,
  actor: HistoryActor,
): Promise<void> {
  await tx.insert(quoteRevisions).values({
    quoteId: row.id,
    revision: row.revision,
    action,
    status: row.status,
    orderStatus: row.orderStatus,
    content: row.content,
    priceCents: row.priceCents,
    gstCents: row.gstCents,
    costCents: row.costCents,
    createdBy: actor?.id ?? null,
  });
}
