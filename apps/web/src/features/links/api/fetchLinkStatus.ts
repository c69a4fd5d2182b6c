import { type FetchStatusAnswer, fetchStatusAnswer } from '@portal/domain/quote-links';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/**
 * POST /quotes/fetchstatus: where the link's quote stands. Sent without the session (auth:
 * false): the token alone decides, so a signed-in visitor sees the same as the customer, and a
 * 404 for an unknown token is shown, not taken for an expired session. The answer is checked
 * against the domain's schema, so the page never draws a half-understood quote.
 */
export const fetchLinkStatus = async (token: string, signal?: AbortSignal): Promise<FetchStatusAnswer> =>
  await call(fetchStatusAnswer, 'POST', '/quotes/fetchstatus', { body: { token }, auth: false, signal });

export const linkStatusQuery = (token: string) =>
  queryOptions({
    queryKey: ['quote-link', token] as const,
    queryFn: ({ signal }) => fetchLinkStatus(token, signal),
    // Each opening is recorded as a view: ask once per visit, and keep what the page was shown.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
