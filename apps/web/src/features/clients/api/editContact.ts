import type { ContactFields } from '@portal/domain/clients';
import { contactSaveAnswer } from '@portal/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** POST /companies/editcontact/{id}: saves a contact's fields. */
export const editContact = ({ id, fields }: { id: number; fields: ContactFields }) =>
  call(contactSaveAnswer, 'POST', `/companies/editcontact/${id}`, { body: fields });

export const useEditContact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editContact,
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
};
