import { type ResetLinkState, resetLinkStateAnswer } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** POST /users/resetlinkstate: whether the mailed link can still set a password; asking spends nothing. */
export const fetchResetLinkState = async (token: string): Promise<ResetLinkState> =>
  (await call(resetLinkStateAnswer, 'POST', '/users/resetlinkstate', { body: { token }, auth: false })).state;

export const useResetLinkState = (token: string) =>
  useQuery({
    queryKey: ['auth', 'reset-link-state', token],
    queryFn: () => fetchResetLinkState(token),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
