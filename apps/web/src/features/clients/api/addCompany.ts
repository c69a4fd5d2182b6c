import type { CompanyFields } from '@portal/domain/clients';
import { companySaveAnswer } from '@portal/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/**
 * POST /companies/add/ (admin without userid: NEW CLIENT, which also makes the account) or
 * /companies/add/{userid} (the company of an existing account).
 */
export const addCompany = ({ userId, fields }: { userId?: number; fields: CompanyFields }) =>
  call(companySaveAnswer, 'POST', userId ? `/companies/add/${userId}` : '/companies/add/', {
    body: fields,
  });

export const useAddCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCompany,
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
};
