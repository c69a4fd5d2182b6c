import type { ResetLinkState } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { answerLoadedWith, call } from '../../../lib/api.ts';

/** Loaded with the call: the reset page draws without the schema library. */
const resetLinkStateAnswer = answerLoadedWith(
  async () => (await import('@portal/domain/account')).resetLinkStateAnswer,
);

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
