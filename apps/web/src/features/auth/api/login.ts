import type { LoginBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { answerLoadedWith, call } from '../../../lib/api.ts';

/** Loaded with the call: the sign-in page draws without the schema library. */
const loginAnswer = answerLoadedWith(async () => (await import('@portal/domain/account')).loginAnswer);

/** POST /users/login: a wrong e-mail or password answers 401 with the spec's message. */
export const login = (body: LoginBody) => call(loginAnswer, 'POST', '/users/login', { body, auth: false });

export const useLogin = () => useMutation({ mutationFn: login });
