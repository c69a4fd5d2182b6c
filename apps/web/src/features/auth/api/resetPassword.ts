import { useMutation } from '@tanstack/react-query';
import { answerLoadedWith, call } from '../../../lib/api.ts';

/** Loaded with the call: the signed-out page draws without the schema library. */
const textAnswer = answerLoadedWith(async () => (await import('@portal/domain')).textAnswer);

/** POST /users/resetpassword: sets a new password with the token from the mailed link. */
export const resetPassword = (body: { token: string; password: string }) =>
  call(textAnswer, 'POST', '/users/resetpassword', { body, auth: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
