import { getBrandAnswer } from '@portal/domain/files';
import { call } from '../../../lib/api.ts';

/** GET /customerBrands/getbrand?user_id&brand_id (staff): the saved design's setup fields. */
export const getSavedDesign = (ownerId: number, designId: number) =>
  call(getBrandAnswer, 'GET', `/customerBrands/getbrand?user_id=${ownerId}&brand_id=${designId}`);
