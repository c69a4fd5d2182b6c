import type { RegisterBody } from '@portal/domain';
import { loginAnswer } from '@portal/domain/account';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** POST /users/register: creates the account and its company, and signs in like login. */
export const register = (body: RegisterBody) =>
  call(loginAnswer, 'POST', '/users/register', { body, auth: false });

export const useRegister = () => useMutation({ mutationFn: register });
