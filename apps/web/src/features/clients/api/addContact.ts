import type { ContactFields } from '@portal/domain/clients';
import { contactSaveAnswer } from '@portal/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** POST /companies/addcontact: a new contact of the company named by `company_id`. */
export const addContact = (fields: ContactFields) =>
  call(contactSaveAnswer, 'POST', '/companies/addcontact', { body: fields });

export const useAddContact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
};
