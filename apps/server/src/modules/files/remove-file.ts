import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { StoredFileRow } from './files.repo.ts';

/**
 * Deletes a file's record, then its object. The record goes first: a crash
 * between the two leaves an unnamed object (harmless, never served) rather than a record whose
 * download fails.
 */
export async function removeFile(ctx: AppContext, row: StoredFileRow): Promise<void> {
  await ctx.db.delete(storedFiles).where(eq(storedFiles.id, row.id));
  await ctx.storage.delete(row.storageKey);
}
