import type { QuoteSortColumn } from '@portal/domain/quote';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

export type ListKind = 'quotes' | 'orders';

/**
 * One row of GET /quotes/index or /quotes/orders as the server answers it (list-quotes.ts).
 * Ready and Sent come only to admins (accounts spec 2.8).
 */
export type QuoteListRow = {
  id: number;
  user_id: number;
  label: string;
  client_label: string;
  revision: number;
  status: string;
  order_status: string;
  price: number;
  valid_to: string;
  created_at: string;
  updated_at: string;
  archive: boolean;
  wfm_id: string;
  has_logo: boolean;
  company: string;
  /** The version the row was read at; its switches send it back (a stale one is the 409). */
  version: number;
  ready?: boolean;
  sent?: boolean;
};

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
  apiCall<QuoteListRow[]>(
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
