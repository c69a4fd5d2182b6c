import {
  FILE_MESSAGES,
  type productionEditBody,
  type productionWriteAnswer,
  renamedFileName,
} from '@portal/domain/files';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { productionFiles, storedFiles } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReachableFile } from './files.repo.ts';
import { productionAnswerOf, setupOf } from './production-record.ts';
import { designSetupOfBody } from './production-values.ts';

/**
 * POST /productions/edit/{id} (staff): the table's fields (file name, size, colours, position,
 * stitch count for embroidery, the design's setup), or only `sort_order` when a row is dragged
 * (accounts spec 7). Only the fields sent change.
 */
export async function editProduction(
  ctx: AppContext,
  caller: AuthUser,
  id: number,
  body: z.infer<typeof productionEditBody>,
): Promise<z.infer<typeof productionWriteAnswer>> {
  const file = await findReachableFile(ctx.db, caller, id, 'production');
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(productionFiles)
      .where(eq(productionFiles.fileId, id))
      .for('update');
    if (!current) throw new Error(`production ${id} has no production row`);
    let fileRow = file;
    if (body.file_name?.trim()) {
      [fileRow = file] = await tx
        .update(storedFiles)
        .set({ fileName: renamedFileName(body.file_name, file.fileName) })
        .where(eq(storedFiles.id, id))
        .returning();
    }
    const [production = current] = await tx
      .update(productionFiles)
      .set({
        ...(body.size !== undefined ? { size: body.size } : {}),
        ...(body.colours !== undefined ? { colours: body.colours } : {}),
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(body.stitch_count !== undefined && current.productionType === 'emb'
          ? { stitchCount: body.stitch_count }
          : {}),
        ...(body.sort_order !== undefined ? { sortOrder: body.sort_order } : {}),
        setup: designSetupOfBody(body, setupOf(current.setup)),
        updatedAt: new Date(),
      })
      .where(eq(productionFiles.fileId, id))
      .returning();
    return { message: FILE_MESSAGES.productionUpdated, production: productionAnswerOf(fileRow, production) };
  });
}
