import type { ContactFields, ContactSaveAnswer } from '@portal/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** POST /companies/addcontact: a new contact of the company named by `company_id`. */
export const addContact = (fields: ContactFields) =>
  apiCall<ContactSaveAnswer>('POST', '/companies/addcontact', { body: fields });

export const useAddContact = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addContact,
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
};
