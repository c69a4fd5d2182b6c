import type { LoginBody } from '@portal/domain';
import { loginAnswer } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** POST /users/login: a wrong e-mail or password answers 401 with the spec's message. */
export const login = (body: LoginBody) => call(loginAnswer, 'POST', '/users/login', { body, auth: false });

export const useLogin = () => useMutation({ mutationFn: login });
