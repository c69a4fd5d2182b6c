import { brandsIndexAnswer } from '@portal/domain/files';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { fileKeys } from './keys.ts';

/**
 * GET /brands/index?userid=: the client's logos. Only ever built with a client: an admin with no
 * client chosen makes no call (quote spec 7).
 */
export const brandsQuery = (ownerId: number) =>
  queryOptions({
    queryKey: fileKeys.brands(ownerId),
    queryFn: ({ signal }) => call(brandsIndexAnswer, 'GET', `/brands/index?userid=${ownerId}`, { signal }),
  });
