import { textAnswer } from '@portal/domain/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /quotes/getlog/{id}: the History column's text, one line per event. */
export const fetchQuoteLog = (id: number, signal?: AbortSignal) =>
  call(textAnswer, 'GET', `/quotes/getlog/${id}`, { signal });

/** Read by the History dialog's body, which is drawn only once the dialog opens: a row costs no call. */
export const useQuoteLog = (id: number) =>
  useQuery({
    queryKey: ['quote-log', id],
    queryFn: ({ signal }) => fetchQuoteLog(id, signal),
    staleTime: 0,
  });
