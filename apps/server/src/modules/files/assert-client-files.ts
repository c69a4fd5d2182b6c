import { type ArtworkReference, FILE_MESSAGES, fileIdOfReference } from '@portal/domain/files';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';

/**
 * Refuses a write unless every artwork reference names a stored file of the quote's client:
 * no script, foreign URL or another client's file can stand in a quote's
 * logo or a decoration's artwork. Checked in one query, whatever the number of references.
 */
export async function assertClientFiles(
  db: Db | Tx,
  ownerId: number,
  references: readonly ArtworkReference[],
): Promise<void> {
  if (references.length === 0) return;
  const ids = new Set<number>();
  for (const reference of references) {
    const id = fileIdOfReference(reference.text);
    if (id === null) throw badRequest(`${reference.where}: ${FILE_MESSAGES.notClientFile}`);
    ids.add(id);
  }
  const found = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, [...ids]), eq(storedFiles.ownerId, ownerId)));
  const owned = new Set(found.map((row) => row.id));
  const foreign = references.find((reference) => !owned.has(fileIdOfReference(reference.text) ?? 0));
  if (foreign) throw badRequest(`${foreign.where}: ${FILE_MESSAGES.notClientFile}`);
}
