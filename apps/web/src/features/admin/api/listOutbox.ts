import type { OutboxEntry } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

/** GET /outbox (admin): the recorded messages, newest first. */
export const fetchOutbox = (signal?: AbortSignal) => apiCall<OutboxEntry[]>('GET', '/outbox', { signal });

export const outboxKey = ['outbox'] as const;

export const outboxQuery = () =>
  queryOptions({ queryKey: outboxKey, queryFn: ({ signal }) => fetchOutbox(signal), staleTime: 0 });

export const useOutbox = () => useQuery(outboxQuery());
