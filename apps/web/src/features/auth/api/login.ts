import type { LoginAnswer, LoginBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

/** POST /users/login: a wrong e-mail or password answers 401 with the spec's message. */
export const login = (body: LoginBody) => apiCall<LoginAnswer>('POST', '/users/login', { body, auth: false });

export const useLogin = () => useMutation({ mutationFn: login });
