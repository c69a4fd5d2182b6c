import { type assetAddAnswer, FILE_MESSAGES } from '@portal/domain/files';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { storedFileAnswerOf } from './files.repo.ts';
import { storeFile, type Upload } from './store-file.ts';

/**
 * POST /assets/add?userid=: the quote-level logo, under field `brand` (quote spec 5), with the
 * logos' checks. It belongs to the quote's client (staff name it, as on the file pages), so the
 * quote may refer to it: the answer's `url` is the reference the quote's `logo` keeps.
 */
export async function addAsset(
  ctx: AppContext,
  caller: AuthUser,
  ownerId: number,
  upload: Upload,
): Promise<z.infer<typeof assetAddAnswer>> {
  const row = await storeFile(ctx, upload, {
    kind: 'asset',
    checkAs: 'asset',
    ownerId,
    uploadedBy: caller.id,
  });
  return { message: FILE_MESSAGES.logoAdded, file: storedFileAnswerOf(row) };
}
