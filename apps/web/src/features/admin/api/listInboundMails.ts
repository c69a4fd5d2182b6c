import { inboundMailsAnswer } from '@portal/domain/memos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /inbound/index (admin): the latest replies by e-mail and what became of each. */
export const fetchInboundMails = (signal?: AbortSignal) =>
  call(inboundMailsAnswer, 'GET', '/inbound/index', { signal });

export const inboundMailsQuery = () =>
  queryOptions({
    queryKey: ['inbound-mails'],
    queryFn: ({ signal }) => fetchInboundMails(signal),
    staleTime: 0,
  });

export const useInboundMails = () => useQuery(inboundMailsQuery());
