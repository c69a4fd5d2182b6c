import type { GetBrandAnswer } from '@portal/domain/files';
import { apiCall } from '../../../lib/api.ts';

/** GET /customerBrands/getbrand?user_id&brand_id (staff): the saved design's setup fields. */
export const getSavedDesign = (ownerId: number, designId: number) =>
  apiCall<GetBrandAnswer>('GET', `/customerBrands/getbrand?user_id=${ownerId}&brand_id=${designId}`);
