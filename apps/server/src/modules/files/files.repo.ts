import { isAdmin, MESSAGES } from '@portal/domain';
import {
  fileReferenceOf,
  isProductionReady,
  type SniffedType,
  type StoredFileAnswer,
} from '@portal/domain/files';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type StoredKind =
  | 'brand'
  | 'asset'
  | 'visual'
  | 'production'
  | 'styleguide'
  | 'memo'
  | 'business_logo'
  | 'purchase_order'
  | 'proof';

/** Where a stored file downloads from (GET /files/{id}); also how a quote refers to it. */
export const downloadUrlOf = fileReferenceOf;

/** The one shape every list and upload answers a file with. */
export const storedFileAnswerOf = (row: StoredFileRow): StoredFileAnswer => ({
  id: row.id,
  file_name: row.fileName,
  size: row.size,
  content_type: row.contentType,
  type: row.sniffedType as SniffedType,
  production_ready: isProductionReady(row.sniffedType as SniffedType),
  created_at: row.createdAt.toISOString(),
  url: downloadUrlOf(row.id),
});

/**
 * A file the caller may reach: its owner or staff; for anyone else it does not exist (404,
 * decisions/081). `kind` narrows to one page's files, so a visual's id cannot delete a logo.
 */
export async function findReachableFile(
  db: Db | Tx,
  caller: AuthUser,
  id: number,
  kind?: StoredKind,
): Promise<StoredFileRow> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(kind ? and(eq(storedFiles.id, id), eq(storedFiles.kind, kind)) : eq(storedFiles.id, id));
  if (!row || (!isAdmin(caller) && row.ownerId !== caller.id)) throw notFound(MESSAGES.notFound);
  // A proof's file reaches its customer through the proof calls only, which keep drafts back.
  if (row.kind === 'proof' && !isAdmin(caller)) throw notFound(MESSAGES.notFound);
  return row;
}
