import { companyDeleteAnswer } from '@portal/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/**
 * POST /companies/delete/{id}?confirm=1 (admin). Sent only after the confirm dialog has shown
 * what goes with the company, so it always confirms (docs/decisions/041).
 */
export const deleteCompany = (id: number) =>
  call(companyDeleteAnswer, 'POST', `/companies/delete/${id}?confirm=1`);

export const useDeleteCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
};
