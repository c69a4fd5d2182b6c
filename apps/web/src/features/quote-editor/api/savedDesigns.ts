import { type DesignChoice, designChoicesOf, type ProductionsIndexAnswer } from '@portal/domain/files';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { editorKeys } from './keys.ts';

/**
 * GET /productions/index?userid: the client's embroidery designs, offered as an embroidery row's
 * Design (issue 11 item 6). Customers read their own, to see the name of the design on a row.
 */
export const savedDesignsQuery = (ownerId: number) =>
  queryOptions({
    queryKey: editorKeys.designs(ownerId),
    queryFn: async ({ signal }): Promise<DesignChoice[]> =>
      designChoicesOf(
        (await apiCall<ProductionsIndexAnswer>('GET', `/productions/index?userid=${ownerId}`, { signal }))
          .emb,
      ),
    staleTime: 60_000,
  });
