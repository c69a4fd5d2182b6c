import { versionedPriceTables } from '@portal/domain/pricing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /pricetables (admin): the newest saved tables and their version. */
export const fetchPriceTables = (signal?: AbortSignal) =>
  call(versionedPriceTables, 'GET', '/pricetables', { signal });

export const priceTablesQuery = () =>
  queryOptions({
    queryKey: ['pricetables'],
    queryFn: ({ signal }) => fetchPriceTables(signal),
    // Another admin may have saved since: always read the newest before editing.
    staleTime: 0,
  });

export const usePriceTables = () => useQuery(priceTablesQuery());
