import { useMutation } from '@tanstack/react-query';
import { answerLoadedWith, call } from '../../../lib/api.ts';

/** Loaded with the call: the signed-out page draws without the schema library. */
const textAnswer = answerLoadedWith(async () => (await import('@portal/domain')).textAnswer);

/** POST /users/forgetpassword: mails a single-use reset link; answers the same for any address. */
export const forgotPassword = (body: { email: string }) =>
  call(textAnswer, 'POST', '/users/forgetpassword', { body, auth: false });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
