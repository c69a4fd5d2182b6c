import { changesAnswer } from '@portal/domain/product-data';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /uploadproducts/index: the lists to delete, new and to update of the waiting upload. */
export const fetchUploadChanges = (supplier: string | null, page: number, signal?: AbortSignal) =>
  call(
    changesAnswer,
    'GET',
    `/uploadproducts/index?page=${page}${supplier ? `&supplier=${encodeURIComponent(supplier)}` : ''}`,
    { signal },
  );

export const uploadChangesQuery = (supplier: string | null, page: number) =>
  queryOptions({
    queryKey: ['uploadproducts', 'index', supplier, page],
    queryFn: ({ signal }) => fetchUploadChanges(supplier, page, signal),
    staleTime: 0,
  });

export const useUploadChanges = (supplier: string | null, page: number) =>
  useQuery({ ...uploadChangesQuery(supplier, page), placeholderData: keepPreviousData });
