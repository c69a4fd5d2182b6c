import { contactDeleteAnswer } from '@portal/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** POST /companies/deletecontact/{id}: quotes that named the contact keep its text. */
export const deleteContact = (id: number) =>
  call(contactDeleteAnswer, 'POST', `/companies/deletecontact/${id}`);

export const useDeleteContact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
};
