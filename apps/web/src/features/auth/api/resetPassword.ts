import { textAnswer } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** POST /users/resetpassword: sets a new password with the token from the mailed link. */
export const resetPassword = (body: { token: string; password: string }) =>
  call(textAnswer, 'POST', '/users/resetpassword', { body, auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
