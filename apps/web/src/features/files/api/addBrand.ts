import { brandAddAnswer } from '@portal/domain/files';
import { callForm } from '../../../lib/api.ts';

/**
 * POST /brands/add?userid=: a logo under the field `brand`; `adminFile` 1 marks a staff Admin
 * Upload (quote spec 7). The server judges the file by its content.
 */
export const addBrand = (
  {
    ownerId,
    file,
    adminFile,
  }: {
    ownerId: number;
    file: File;
    adminFile: boolean;
  },
  onProgress?: (percent: number) => void,
) => {
  const form = new FormData();
  form.append('brand', file, file.name);
  form.append('adminFile', adminFile ? '1' : '0');
  return callForm(brandAddAnswer, `/brands/add?userid=${ownerId}`, form, onProgress);
};
