import { textAnswer } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** POST /users/forgetpassword: mails a single-use reset link; answers the same for any address. */
export const forgotPassword = (body: { email: string }) =>
  call(textAnswer, 'POST', '/users/forgetpassword', { body, auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
