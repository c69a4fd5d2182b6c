import { visualAddAnswer } from '@portal/domain/files';
import { callForm } from '../../../lib/api.ts';

/** POST /visuals/add?userid=: the visual under `visual`, for the quote chosen in the dialog. */
export const addVisual = (
  { ownerId, file, quoteId }: { ownerId: number; file: File; quoteId: number },
  onProgress?: (percent: number) => void,
) => {
  const form = new FormData();
  form.append('visual', file, file.name);
  form.append('quote_id', String(quoteId));
  return callForm(visualAddAnswer, `/visuals/add?userid=${ownerId}`, form, onProgress);
};
