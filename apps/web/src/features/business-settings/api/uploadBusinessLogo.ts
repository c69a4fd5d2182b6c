import { businessLogoAnswer } from '@portal/domain/business-settings';
import { apiForm } from '../../../lib/api.ts';

/** POST /business-settings/logo (staff, multipart `logo`): stored and checked by content; shown once saved. */
export async function uploadBusinessLogo(file: File) {
  const form = new FormData();
  form.append('logo', file, file.name);
  return businessLogoAnswer.parse(await apiForm<unknown>('/business-settings/logo', form));
}
