import { handoffListAnswer, type OrderHandoffAnswer } from '@portal/domain/handoff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../../lib/api.ts';
import { handoffKeys } from './keys.ts';
import { pollWhileMoving } from './poll.ts';

/** GET /quotes/handoffs?ids=1,2,3 (admin): the job and invoice of each order asked about. */
export const fetchHandoffs = async (quoteIds: readonly number[], signal?: AbortSignal) =>
  await call(handoffListAnswer, 'GET', `/quotes/handoffs?ids=${quoteIds.join(',')}`, { signal });

const NONE = new Map<number, OrderHandoffAnswer>();

/**
 * The hand-offs of the orders on screen, in one call, by order id. While new ids load, the
 * previous answer stays, so the cells of rows still in view do not blink.
 */
export function useHandoffs(quoteIds: readonly number[]) {
  const list = useQuery({
    queryKey: handoffKeys.list(quoteIds),
    queryFn: ({ signal }) => fetchHandoffs(quoteIds, signal),
    enabled: quoteIds.length > 0,
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollWhileMoving(query.state.data),
  });
  return useMemo(
    () => (list.data ? new Map(list.data.map((answer) => [answer.quote_id, answer])) : NONE),
    [list.data],
  );
}
