import type { ProductionType } from '@portal/domain/files';
import { productionWriteAnswer } from '@portal/domain/files';
import { callForm } from '../../../lib/api.ts';

/** POST /productions/add (staff): the file under `production`, for one client and production type. */
export const addProduction = (
  {
    ownerId,
    type,
    file,
  }: {
    ownerId: number;
    type: ProductionType;
    file: File;
  },
  onProgress?: (percent: number) => void,
) => {
  const form = new FormData();
  form.append('production', file, file.name);
  form.append('user_id', String(ownerId));
  form.append('production_type', type);
  return callForm(productionWriteAnswer, '/productions/add', form, onProgress);
};
