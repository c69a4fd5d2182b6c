import { orderProgressAnswer } from '@portal/domain/order-progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** The progress poll reads an order every few minutes: asking again each minute is enough. */
const ASK_AGAIN_MS = 60_000;

/** GET /quotes/progress/{id}: the order's steps, the same for its customer and staff. */
export const orderProgressQuery = (quoteId: number) =>
  queryOptions({
    queryKey: ['order-progress', quoteId] as const,
    queryFn: async ({ signal }) =>
      await call(orderProgressAnswer, 'GET', `/quotes/progress/${quoteId}`, { signal }),
    refetchInterval: ASK_AGAIN_MS,
  });

export const useOrderProgress = (quoteId: number) => useQuery(orderProgressQuery(quoteId));
