import { assetAddAnswer } from '@portal/domain/files';
import { callForm } from '../../../lib/api.ts';

/**
 * POST /assets/add?userid=: the quote-level logo, under the field `brand` (quote spec 5), stored as
 * the client's file with the logos' checks. The answer's `file.url` is what the quote's `logo` keeps.
 */
export const uploadQuoteLogo = (ownerId: number, file: File, onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('brand', file, file.name);
  return callForm(assetAddAnswer, `/assets/add?userid=${ownerId}`, form, onProgress);
};
