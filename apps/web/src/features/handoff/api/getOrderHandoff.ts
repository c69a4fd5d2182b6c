import { type OrderHandoffAnswer, orderHandoffAnswer } from '@portal/domain/handoff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { handoffKeys } from './keys.ts';
import { pollWhileMoving } from './poll.ts';

/** GET /quotes/handoff/{id} (admin): how the order's job and invoice stand. */
export const fetchOrderHandoff = async (quoteId: number, signal?: AbortSignal): Promise<OrderHandoffAnswer> =>
  await call(orderHandoffAnswer, 'GET', `/quotes/handoff/${quoteId}`, { signal });

export const orderHandoffQuery = (quoteId: number) =>
  queryOptions({
    queryKey: handoffKeys.order(quoteId),
    queryFn: ({ signal }) => fetchOrderHandoff(quoteId, signal),
    staleTime: 0,
    // Asked again while the job or invoice is on its way, so its number shows when it lands.
    refetchInterval: (query) => pollWhileMoving(query.state.data ? [query.state.data] : undefined),
  });

export const useOrderHandoff = (quoteId: number) => useQuery(orderHandoffQuery(quoteId));
