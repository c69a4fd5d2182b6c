import { productListAnswer } from '@portal/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/**
 * GET /products/getproductlist/{key}: a whole catalogue. Loaded only when a screen needs it
 * (never all 23 at start-up) and kept; the browser revalidates it with the server's ETag.
 */
export const fetchProductList = (key: string, signal?: AbortSignal) =>
  call(productListAnswer, 'GET', `/products/getproductlist/${encodeURIComponent(key)}`, { signal });

export const productListQuery = (key: string) =>
  queryOptions({
    queryKey: ['catalogue', key, 'list'],
    queryFn: ({ signal }) => fetchProductList(key, signal),
    staleTime: 10 * 60_000,
  });

export const useProductList = (key: string | null) =>
  useQuery({ ...productListQuery(key ?? ''), enabled: Boolean(key) });
