import type { SetPasswordBody } from '@portal/domain';
import { textAnswer } from '@portal/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** POST /users/setpassword/{id} (admin for a client): the client's new e-mail and password. */
export const changeClientAccount = ({ id, ...body }: SetPasswordBody & { id: number }) =>
  call(textAnswer, 'POST', `/users/setpassword/${id}`, { body });

export const useChangeClientAccount = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeClientAccount,
    // The e-mail shows in the company select and the accounts list.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['users'] }),
        client.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
};
