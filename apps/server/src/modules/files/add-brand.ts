import { isAdmin } from '@portal/domain';
import { type brandAddAnswer, FILE_MESSAGES } from '@portal/domain/files';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { brandAnswerOf } from './list-brands.ts';
import { storeFile, type Upload } from './store-file.ts';

/**
 * POST /brands/add?userid=: a logo for the client. Admin Upload (`adminFile` 1) is staff's
 * (quote spec 6); a customer sending it is refused, not quietly downgraded.
 */
export async function addBrand(
  ctx: AppContext,
  caller: AuthUser,
  ownerId: number,
  upload: Upload,
  adminFile: boolean,
): Promise<z.infer<typeof brandAddAnswer>> {
  if (adminFile && !isAdmin(caller)) throw forbidden(FILE_MESSAGES.adminFileStaffOnly);
  const row = await storeFile(ctx, upload, {
    kind: 'brand',
    checkAs: 'brand',
    ownerId,
    uploadedBy: caller.id,
    adminFile,
  });
  return { message: FILE_MESSAGES.brandAdded, brand: brandAnswerOf(row) };
}
