import { textAnswer } from '@portal/domain/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /quotes/getlog/{id}: the History column's text, one line per event. */
export const fetchQuoteLog = (id: number, signal?: AbortSignal) =>
  call(textAnswer, 'GET', `/quotes/getlog/${id}`, { signal });

/** Loaded only when the History modal opens, so 20,000 rows cost no extra calls. */
export const useQuoteLog = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['quote-log', id],
    queryFn: ({ signal }) => fetchQuoteLog(id, signal),
    enabled,
    staleTime: 0,
  });
