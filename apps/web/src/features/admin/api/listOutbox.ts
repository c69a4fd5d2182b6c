import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

/** One recorded message of the outbox (mail when no SMTP server is configured). */
export type OutboxEntry = {
  id: number;
  /** 'mail' (and later 'sms', 'xero', 'wfm'); older answers call it kind. */
  channel?: string;
  kind?: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  attempts?: number;
  last_error?: string | null;
  created_at: string;
};

/** GET /outbox (admin): the recorded messages, newest first. */
export const fetchOutbox = (signal?: AbortSignal) => apiCall<OutboxEntry[]>('GET', '/outbox', { signal });

export const outboxQuery = () =>
  queryOptions({ queryKey: ['outbox'], queryFn: ({ signal }) => fetchOutbox(signal), staleTime: 0 });

export const useOutbox = () => useQuery(outboxQuery());
