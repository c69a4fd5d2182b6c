import { quoteContentSchema } from '@portal/domain/quote';
import { type RevisionSnapshot, snapshotOf } from '@portal/domain/revisions';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { revisionHash } from '../../lib/revision-hash.ts';
import { customerReadOf, recordOfRow } from './customer-read.ts';
import type { QuoteRowDb } from './quote-record.ts';

export type PinnedSnapshot = { snapshot: RevisionSnapshot; hash: string };

/** The snapshot and hash of a quote row as its customer would be shown it now. */
export async function snapshotOfRow(db: Db | Tx, row: QuoteRowDb): Promise<PinnedSnapshot> {
  // The document as parsed, defaults filled in, as revisions have always been hashed.
  const record = { ...(await recordOfRow(db, row)), content: quoteContentSchema.parse(row.content) };
  const snapshot = snapshotOf(await customerReadOf(db, row, record));
  return { snapshot, hash: revisionHash(snapshot) };
}

/** The snapshot and hash of the quote as it stands in this connection (inside a transaction: its own writes). */
export async function currentSnapshotOf(db: Db | Tx, quoteId: number): Promise<PinnedSnapshot> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1);
  if (!row) throw new Error(`quote ${quoteId} is gone`);
  return snapshotOfRow(db, row);
}
