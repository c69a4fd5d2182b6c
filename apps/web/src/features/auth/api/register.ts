import type { LoginAnswer, RegisterBody } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

/** POST /users/register: creates the account and its company, and signs in like login. */
export const register = (body: RegisterBody) =>
  apiCall<LoginAnswer>('POST', '/users/register', { body, auth: false });

export const useRegister = () => useMutation({ mutationFn: register });
