import { type StaffResetLinkAnswer, staffResetLinkAnswer } from '@portal/domain/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** POST /users/resetlink/{id} (admin): a customer's one-time reset link, shown once (decisions/106). */
export const makeResetLink = async (userId: number): Promise<StaffResetLinkAnswer> =>
  await call(staffResetLinkAnswer, 'POST', `/users/resetlink/${userId}`, { body: {} });

export const useMakeResetLink = () => useMutation({ mutationFn: makeResetLink });
