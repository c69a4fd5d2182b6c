import {
  FILE_MESSAGES,
  type productionAddBody,
  productionKindOf,
  type productionWriteAnswer,
} from '@portal/domain/files';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { productionFiles, storedFiles } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type ProductionRow, productionAnswerOf } from './production-record.ts';
import { designSetupOfBody } from './production-values.ts';
import { storeFile, type Upload } from './store-file.ts';

/**
 * POST /productions/add (staff, accounts spec 6): a production file for the client, at the end
 * of its type's table. Stitch count belongs to embroidery only.
 */
export async function addProduction(
  ctx: AppContext,
  caller: AuthUser,
  ownerId: number,
  upload: Upload,
  body: z.infer<typeof productionAddBody>,
): Promise<z.infer<typeof productionWriteAnswer>> {
  const type = body.production_type;
  let production: ProductionRow | undefined;
  const file = await storeFile(
    ctx,
    upload,
    { kind: 'production', checkAs: productionKindOf(type), ownerId, uploadedBy: caller.id },
    async (tx, row) => {
      const [last] = await tx
        .select({ order: max(productionFiles.sortOrder) })
        .from(productionFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, productionFiles.fileId))
        .where(and(eq(storedFiles.ownerId, ownerId), eq(productionFiles.productionType, type)));
      [production] = await tx
        .insert(productionFiles)
        .values({
          fileId: row.id,
          productionType: type,
          size: body.size ?? '',
          colours: body.colours ?? '',
          position: body.position ?? {},
          stitchCount: type === 'emb' ? (body.stitch_count ?? null) : null,
          sortOrder: (last?.order ?? -1) + 1,
          setup: designSetupOfBody(body),
        })
        .returning();
    },
  );
  if (!production) throw new Error('production row not returned');
  return { message: FILE_MESSAGES.productionAdded, production: productionAnswerOf(file, production) };
}
