import { type TodayAnswer, todayAnswer } from '@portal/domain/today';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /today (staff): what needs doing now, each group a count and its first few. */
export const fetchToday = async (signal?: AbortSignal): Promise<TodayAnswer> =>
  await call(todayAnswer, 'GET', '/today', { signal });

export const todayKey = ['today'] as const;

export const todayQuery = () =>
  queryOptions({ queryKey: todayKey, queryFn: ({ signal }) => fetchToday(signal), staleTime: 0 });

export const useToday = () => useQuery(todayQuery());
