import type { QuoteRead } from '@portal/domain/quote';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

/** Staff receive the whole record; a customer the redacted one (no approved price, discount or costs). */
export type ViewedQuote = QuoteRead['quote'];

export const fetchQuote = (id: number, signal?: AbortSignal) =>
  apiCall<QuoteRead>('GET', `/quotes/edit/${id}`, { signal });

export const quoteViewQuery = (id: number) =>
  queryOptions({
    queryKey: ['quote-view', id],
    queryFn: ({ signal }) => fetchQuote(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useQuoteView = (id: number) => useQuery(quoteViewQuery(id));
