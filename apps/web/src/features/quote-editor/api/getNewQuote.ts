import type { NewQuoteAnswer } from '@portal/domain/quote';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { editorKeys } from './keys.ts';

/** GET /quotes/add: an empty document, the default valid-to date and brand. */
export const newQuoteQuery = () =>
  queryOptions({
    queryKey: editorKeys.newQuote(),
    queryFn: ({ signal }) => apiCall<NewQuoteAnswer>('GET', '/quotes/add', { signal }),
    staleTime: 0,
  });
