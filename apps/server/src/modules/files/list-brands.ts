import type { BrandAnswer } from '@portal/domain/files';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { type StoredFileRow, storedFileAnswerOf } from './files.repo.ts';

export const brandAnswerOf = (row: StoredFileRow): BrandAnswer => ({
  ...storedFileAnswerOf(row),
  admin_file: row.adminFile,
});

/** GET /brands/index?userid=: the client's logos, newest first. */
export async function listBrands(ctx: AppContext, ownerId: number): Promise<BrandAnswer[]> {
  const rows = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.kind, 'brand')))
    .orderBy(desc(storedFiles.id));
  return rows.map(brandAnswerOf);
}
