import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';
import { snapshotOfRow } from './revision-snapshot.ts';

/** Keeps the hash of the document the quote shows now, worked out under the caller's row lock. */
export const rememberHash = (tx: Tx, quoteId: number, hash: string) =>
  tx.update(quotes).set({ snapshotHash: hash }).where(eq(quotes.id, quoteId));

/**
 * The hash of what the quote's customer would be shown now (decisions/140). The stored one when
 * the quote has it: every write of a field the document is made of forgets it in the same
 * statement (a trigger), so a stored hash is always the current document's. Otherwise it is worked
 * out with the row locked, so no write can slip between reading the document and storing its
 * hash, and stored for the next reader. Inside a transaction this runs in a savepoint of it.
 */
export async function currentHashOf(db: Db | Tx, quoteId: number): Promise<string> {
  const [stored] = await db
    .select({ hash: quotes.snapshotHash })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .limit(1);
  if (stored?.hash) return stored.hash;
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).limit(1).for('update');
    if (!row) throw new Error(`quote ${quoteId} is gone`);
    if (row.snapshotHash) return row.snapshotHash;
    const { hash } = await snapshotOfRow(tx, row);
    await rememberHash(tx, quoteId, hash);
    return hash;
  });
}
