import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema/index.ts';

/** pg_trgm finds a word in its index only from three letters or digits in a row. */
const indexable = (q: string) => /[\p{L}\p{N}]{3}/u.test(q);

/**
 * For the transaction it runs in: rows are found through an index's bitmap (a search's trigram
 * index, or a range of ids), never by reading the table in order or walking an ordered index.
 */
export async function onlyBitmapScans(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(
    sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
  );
}

/**
 * The ids of the quotes a search matches (`where`, the list's condition for `q`), no more than
 * `upTo` of them: a common word stops at `upTo` rather than reading every quote it is in
 * (decisions/166).
 *
 * A word the trigram index can find is looked up in it alone. Left to choose, the planner
 * estimates how many quotes match and may read the table in order, expecting the limit to stop it
 * soon: a client whose quotes are all archived, searched for in the Quotes tab, would read every
 * quote to find none.
 */
export async function searchMatchIds(
  db: Db,
  where: SQL | undefined,
  q: string,
  upTo: number,
): Promise<number[]> {
  const read = (reader: Pick<Db, 'select'>) =>
    reader.select({ id: quotes.id }).from(quotes).where(where).limit(upTo);
  if (!indexable(q)) return (await read(db)).map((row) => row.id);
  return db.transaction(async (tx) => {
    await onlyBitmapScans(tx);
    return (await read(tx)).map((row) => row.id);
  });
}
