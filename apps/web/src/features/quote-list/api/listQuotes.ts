import type { QuoteSortColumn } from '@portal/domain/quote';
import { quoteListAnswer } from '@portal/domain/quote';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

export type ListKind = 'quotes' | 'orders';

export type ListParams = {
  kind: ListKind;
  userid?: number;
  q?: string;
  sort?: QuoteSortColumn;
  dir?: 'asc' | 'desc';
  archive?: boolean;
};

/** The list's query string (without the kind, which picks the path). */
export const listSearch = ({ userid, q, sort, dir, archive }: ListParams): string => {
  const params = new URLSearchParams();
  if (userid) params.set('userid', String(userid));
  if (q?.trim()) params.set('q', q.trim());
  if (sort) params.set('sort', sort);
  if (dir) params.set('dir', dir);
  if (archive !== undefined) params.set('archive', archive ? '1' : '0');
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /quotes/index or /quotes/orders: searched, filtered and sorted by the server. */
export const fetchQuoteList = (params: ListParams, signal?: AbortSignal) =>
  call(
    quoteListAnswer,
    'GET',
    `/quotes/${params.kind === 'orders' ? 'orders' : 'index'}${listSearch(params)}`,
    {
      signal,
    },
  );

/** Every list shares the 'quote-list' prefix so a flag change refreshes all of them. */
export const quoteListKey = (params?: ListParams) => (params ? ['quote-list', params] : ['quote-list']);

export const quoteListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: quoteListKey(params),
    queryFn: ({ signal }) => fetchQuoteList(params, signal),
    // Keep the rows on screen while the next search or sort loads, so the table does not flash.
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useQuoteList = (params: ListParams) => useQuery(quoteListQuery(params));
