import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';

/**
 * The storage keys of a quote's visuals. Deleting the quote removes their records by cascade;
 * its caller removes these objects after the commit, so no object outlives its record.
 */
export async function visualKeysOfQuote(tx: Tx, quoteId: number): Promise<string[]> {
  const rows = await tx
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.quoteId, quoteId));
  return rows.map((row) => row.key);
}

export async function removeObjects(ctx: AppContext, keys: string[]): Promise<void> {
  for (const key of keys) await ctx.storage.delete(key);
}
