import type { CompanyFields } from '@portal/domain/clients';
import { companySaveAnswer } from '@portal/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** POST /companies/edit/{id}: saves the company's fields (the logo has its own call). */
export const editCompany = ({ id, fields }: { id: number; fields: CompanyFields }) =>
  call(companySaveAnswer, 'POST', `/companies/edit/${id}`, { body: fields });

export const useEditCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editCompany,
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
};
