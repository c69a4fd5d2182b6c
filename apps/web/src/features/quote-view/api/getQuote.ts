import type { PricedQuote } from '@portal/domain/pricing';
import type { QuoteRecord } from '@portal/domain/quote';
import type { CustomerQuote } from '@portal/domain/redaction';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

/** Staff receive the whole record; a customer the redacted one (no approved price, discount or costs). */
export type ViewedQuote = QuoteRecord | CustomerQuote;

/** GET /quotes/edit/{id}: the quote and its lines and Order Summary as the server priced them. */
export type QuoteAnswer = { quote: ViewedQuote; priced: PricedQuote };

export const fetchQuote = (id: number, signal?: AbortSignal) =>
  apiCall<QuoteAnswer>('GET', `/quotes/edit/${id}`, { signal });

export const quoteViewQuery = (id: number) =>
  queryOptions({
    queryKey: ['quote-view', id],
    queryFn: ({ signal }) => fetchQuote(id, signal),
    staleTime: 0,
    retry: false,
  });

export const useQuoteView = (id: number) => useQuery(quoteViewQuery(id));
