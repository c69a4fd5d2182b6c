import { FILE_MESSAGES, type styleGuideAnswer } from '@portal/domain/files';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { storedFileAnswerOf } from './files.repo.ts';
import { removeFile } from './remove-file.ts';
import { storeFile, type Upload } from './store-file.ts';

/**
 * POST /productions/styleguide?userid= (staff): the client's Production Style Guide. A client
 * has one: the new file replaces any earlier one, record and object.
 */
export async function addStyleGuide(
  ctx: AppContext,
  caller: AuthUser,
  ownerId: number,
  upload: Upload,
): Promise<z.infer<typeof styleGuideAnswer>> {
  const row = await storeFile(ctx, upload, {
    kind: 'styleguide',
    checkAs: 'styleguide',
    ownerId,
    uploadedBy: caller.id,
  });
  const earlier = await ctx.db
    .select()
    .from(storedFiles)
    .where(
      and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.kind, 'styleguide'), ne(storedFiles.id, row.id)),
    );
  for (const old of earlier) await removeFile(ctx, old);
  return { message: FILE_MESSAGES.styleGuideAdded, style_guide: storedFileAnswerOf(row) };
}
