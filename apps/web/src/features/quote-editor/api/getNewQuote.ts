import { newQuoteAnswer } from '@portal/domain/quote';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { editorKeys } from './keys.ts';

/** GET /quotes/add: an empty document, the default valid-to date and brand. */
export const newQuoteQuery = () =>
  queryOptions({
    queryKey: editorKeys.newQuote(),
    queryFn: ({ signal }) => call(newQuoteAnswer, 'GET', '/quotes/add', { signal }),
    staleTime: 0,
  });
