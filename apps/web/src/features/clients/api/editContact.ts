import type { ContactFields, ContactSaveAnswer } from '@portal/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** POST /companies/editcontact/{id}: saves a contact's fields. */
export const editContact = ({ id, fields }: { id: number; fields: ContactFields }) =>
  apiCall<ContactSaveAnswer>('POST', `/companies/editcontact/${id}`, { body: fields });

export const useEditContact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editContact,
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
};
