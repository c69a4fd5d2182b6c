import { styleGuideAnswer } from '@portal/domain/files';
import { callForm } from '../../../lib/api.ts';

/** POST /productions/styleguide?userid= (staff): the client's style guide; replaces an earlier one. */
export const addStyleGuide = (
  { ownerId, file }: { ownerId: number; file: File },
  onProgress?: (percent: number) => void,
) => {
  const form = new FormData();
  form.append('styleguide', file, file.name);
  return callForm(styleGuideAnswer, `/productions/styleguide?userid=${ownerId}`, form, onProgress);
};
