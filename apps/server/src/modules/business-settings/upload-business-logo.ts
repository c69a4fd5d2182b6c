import { SETTINGS_MESSAGES } from '@portal/domain/business-settings';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { businessLogoUrlOf } from '../business/index.ts';
import { storeFile, type Upload } from '../files/index.ts';

/**
 * POST /business-settings/logo (staff): stores a logo, checked by content as artwork is
 * (a PNG or JPEG within 25 MB). It shows once the form is saved with it.
 */
export async function uploadBusinessLogo(ctx: AppContext, user: AuthUser, upload: Upload) {
  const row = await storeFile(ctx, upload, {
    kind: 'business_logo',
    checkAs: 'business_logo',
    ownerId: user.id,
    uploadedBy: user.id,
    adminFile: true,
  });
  return {
    message: SETTINGS_MESSAGES.logoUploaded,
    logo_file_id: row.id,
    logo_url: businessLogoUrlOf(row.id) ?? '',
  };
}
