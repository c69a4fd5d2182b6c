import { type SmsDraftAnswer, smsDraftAnswer } from '@portal/domain/sms';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /quotes/smsdraft/{id} (admin): the number and message the Send Sms dialog starts from. */
export const fetchSmsDraft = async (id: number, signal?: AbortSignal): Promise<SmsDraftAnswer> =>
  await call(smsDraftAnswer, 'GET', `/quotes/smsdraft/${id}`, { signal });

export const smsDraftQuery = (id: number) =>
  queryOptions({
    queryKey: ['quote-sms', 'draft', id] as const,
    queryFn: ({ signal }) => fetchSmsDraft(id, signal),
    // Each opening starts from the quote and contact as they are now.
    staleTime: 0,
    gcTime: 0,
  });
