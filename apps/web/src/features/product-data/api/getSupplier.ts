import { supplierAnswer } from '@portal/domain/product-data';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /quotes/getSupplier/?supplierName: a page of the supplier's latest uploaded rows. */
export const fetchSupplier = (supplierName: string, page: number, signal?: AbortSignal) =>
  call(
    supplierAnswer,
    'GET',
    `/quotes/getSupplier/?supplierName=${encodeURIComponent(supplierName)}&page=${page}`,
    { signal },
  );

export const supplierQuery = (supplierName: string, page: number) =>
  queryOptions({
    queryKey: ['uploadproducts', 'supplier', supplierName, page],
    queryFn: ({ signal }) => fetchSupplier(supplierName, page, signal),
  });

export const useSupplierRows = (supplierName: string | null, page: number) =>
  useQuery({
    ...supplierQuery(supplierName ?? '', page),
    enabled: Boolean(supplierName),
    placeholderData: keepPreviousData,
  });
