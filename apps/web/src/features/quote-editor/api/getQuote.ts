import { quoteReadAnswer } from '@portal/domain/quote';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { editorKeys } from './keys.ts';

/** GET /quotes/edit/{id}: the quote and the server's pricing of it. */
export const fetchQuote = (id: number, signal?: AbortSignal) =>
  call(quoteReadAnswer, 'GET', `/quotes/edit/${id}`, { signal });

export const quoteQuery = (id: number) =>
  queryOptions({
    queryKey: editorKeys.quote(id),
    queryFn: ({ signal }) => fetchQuote(id, signal),
    // Another person may have saved since: always open the newest version.
    staleTime: 0,
  });
