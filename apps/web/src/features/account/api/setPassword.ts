import type { SetPasswordBody } from '@portal/domain';
import { textAnswer } from '@portal/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** POST /users/setpassword/{id}: changes an account's e-mail and password. */
export const setPassword = ({ id, ...body }: SetPasswordBody & { id: number }) =>
  call(textAnswer, 'POST', `/users/setpassword/${id}`, { body });

export const useSetPassword = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  });
};
