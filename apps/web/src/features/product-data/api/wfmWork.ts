import { type WfmWorkAnswer, wfmWorkAnswer } from '@portal/domain/handoff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /uploadproducts/wfmwork (admin): the WFM tab's recent work and how far each got. */
export const fetchWfmWork = async (signal?: AbortSignal): Promise<WfmWorkAnswer> =>
  await call(wfmWorkAnswer, 'GET', '/uploadproducts/wfmwork', { signal });

export const wfmWorkKey = ['uploadproducts', 'wfmwork'] as const;

/** Deleting a supplier's products goes in slices of a few seconds: asked about that often. */
export const WFM_WORK_POLL_MS = 2_000;

/**
 * Asked again while work is under way. Work waiting for WorkflowMax to be set up cannot start
 * until the server is configured, so it is not asked about again.
 */
export const pollWhileWorking = (answer: WfmWorkAnswer | undefined): number | false =>
  answer?.configured && answer.work.some((entry) => entry.state === 'waiting') ? WFM_WORK_POLL_MS : false;

export const wfmWorkQuery = () =>
  queryOptions({
    queryKey: wfmWorkKey,
    queryFn: ({ signal }) => fetchWfmWork(signal),
    staleTime: 0,
    refetchInterval: (query) => pollWhileWorking(query.state.data),
  });

export const useWfmWork = () => useQuery(wfmWorkQuery());
