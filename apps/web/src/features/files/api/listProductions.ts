import { productionsIndexAnswer } from '@portal/domain/files';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { fileKeys } from './keys.ts';

/** GET /productions/index?userid=: the client's four production tables and style guide. */
export const productionsQuery = (ownerId: number) =>
  queryOptions({
    queryKey: fileKeys.productions(ownerId),
    queryFn: ({ signal }) =>
      call(productionsIndexAnswer, 'GET', `/productions/index?userid=${ownerId}`, { signal }),
  });
