import { userSetting } from '@portal/domain/account';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { editorKeys } from './keys.ts';

/** GET /setting/getbyuserid/{id}: data.other labels the Other position column (quote spec 9). */
export const otherLabelQuery = (userId: number) =>
  queryOptions({
    queryKey: editorKeys.setting(userId),
    queryFn: async ({ signal }) =>
      (await call(userSetting, 'GET', `/setting/getbyuserid/${userId}`, { signal })).other,
  });
