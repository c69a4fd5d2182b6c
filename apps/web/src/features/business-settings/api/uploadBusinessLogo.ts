import { businessLogoAnswer } from '@portal/domain/business-settings';
import { callForm } from '../../../lib/api.ts';

/** POST /business-settings/logo (staff, multipart `logo`): stored and checked by content; shown once saved. */
export async function uploadBusinessLogo(file: File) {
  const form = new FormData();
  form.append('logo', file, file.name);
  return await callForm(businessLogoAnswer, '/business-settings/logo', form);
}
