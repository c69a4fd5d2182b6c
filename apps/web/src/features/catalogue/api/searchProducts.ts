import { searchAnswer } from '@portal/domain/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

export const SEARCH_LIMIT = 30;

/** GET /products/search/{key}?q: a catalogue's products matching what was typed (30 at a time). */
export const searchProducts = (key: string, q: string, signal?: AbortSignal) =>
  call(
    searchAnswer,
    'GET',
    `/products/search/${encodeURIComponent(key)}?q=${encodeURIComponent(q)}&limit=${SEARCH_LIMIT}`,
    { signal },
  );

/** Kept for the session: a catalogue is loaded when picked and what was loaded is kept. */
export const searchProductsQuery = (key: string, q: string) =>
  queryOptions({
    queryKey: ['catalogue', key, 'search', q.trim().toLowerCase()],
    queryFn: ({ signal }) => searchProducts(key, q.trim(), signal),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
  });

export const useSearchProducts = (key: string | null, q: string) =>
  useQuery({
    ...searchProductsQuery(key ?? '', q),
    enabled: Boolean(key),
    placeholderData: keepPreviousData,
  });
