import { type OutboxEntry, outboxAnswer } from '@portal/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/**
 * GET /outbox (admin): the recorded messages, newest first, each as its channel's definition on
 * the server says it is shown (recipient, subject, text): the page reads no payload itself.
 */
export const fetchOutbox = async (signal?: AbortSignal): Promise<OutboxEntry[]> =>
  await call(outboxAnswer, 'GET', '/outbox', { signal });

export const outboxKey = ['outbox'] as const;

export const outboxQuery = () =>
  queryOptions({ queryKey: outboxKey, queryFn: ({ signal }) => fetchOutbox(signal), staleTime: 0 });

export const useOutbox = () => useQuery(outboxQuery());
