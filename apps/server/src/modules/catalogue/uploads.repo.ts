import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catalogueUploads } from '../../db/schema/index.ts';
import type { CatalogueKey } from './keys.ts';
import type { StoredTable } from './supplier-rows.ts';

export type UploadRecord = {
  id: number;
  catalogueKey: string;
  fileName: string;
  rowCount: number;
  table: StoredTable;
  createdAt: Date;
  appliedAt: Date | null;
};

const columns = {
  id: catalogueUploads.id,
  catalogueKey: catalogueUploads.catalogueKey,
  fileName: catalogueUploads.fileName,
  rowCount: catalogueUploads.rowCount,
  table: catalogueUploads.table,
  createdAt: catalogueUploads.createdAt,
  appliedAt: catalogueUploads.appliedAt,
};

/** The catalogue's latest upload, applied or not. */
export async function latestUpload(db: Db | Tx, key: CatalogueKey): Promise<UploadRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(catalogueUploads)
    .where(eq(catalogueUploads.catalogueKey, key))
    .orderBy(desc(catalogueUploads.id))
    .limit(1);
  return row as UploadRecord | undefined;
}

/** The most recent upload of any catalogue still waiting to be accepted. */
export async function latestPendingUpload(db: Db | Tx): Promise<UploadRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(catalogueUploads)
    .where(isNull(catalogueUploads.appliedAt))
    .orderBy(desc(catalogueUploads.id))
    .limit(1);
  return row as UploadRecord | undefined;
}

/** Keeps one upload per catalogue: the new one replaces any earlier. */
export async function replaceUpload(
  db: Db,
  key: CatalogueKey,
  fileName: string,
  table: StoredTable,
  userId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(catalogueUploads).where(eq(catalogueUploads.catalogueKey, key));
    const [row] = await tx
      .insert(catalogueUploads)
      .values({ catalogueKey: key, fileName, rowCount: table.rows.length, table, uploadedBy: userId })
      .returning({ id: catalogueUploads.id });
    if (!row) throw new Error('upload was not stored');
    return row.id;
  });
}

export async function markApplied(tx: Tx, id: number, userId: number): Promise<void> {
  await tx
    .update(catalogueUploads)
    .set({ appliedAt: new Date(), appliedBy: userId })
    .where(and(eq(catalogueUploads.id, id), isNull(catalogueUploads.appliedAt)));
}
