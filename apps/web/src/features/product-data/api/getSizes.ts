import { sizeData } from '@portal/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /products/getsizes/{provider}: size names by position, then name. */
export const fetchSizes = (provider: string, signal?: AbortSignal) =>
  call(sizeData, 'GET', `/products/getsizes/${encodeURIComponent(provider)}`, { signal });

export const sizesQuery = (provider: string) =>
  queryOptions({
    queryKey: ['products', 'sizes', provider],
    queryFn: ({ signal }) => fetchSizes(provider, signal),
  });

export const useSizes = (provider: string | null) =>
  useQuery({ ...sizesQuery(provider ?? ''), enabled: Boolean(provider) });
