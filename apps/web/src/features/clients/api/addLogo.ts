import { logoAnswer } from '@portal/domain/clients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/**
 * POST /companies/addlogo/{companyId}: the image as a data URL. The server reads the type from
 * the bytes and refuses anything but PNG, JPEG or GIF up to 1 MB (docs/decisions/042).
 */
export const addLogo = ({ companyId, logo }: { companyId: number; logo: string }) =>
  call(logoAnswer, 'POST', `/companies/addlogo/${companyId}`, { body: { logo } });

export const useAddLogo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addLogo,
    onSuccess: () => client.invalidateQueries({ queryKey: clientKeys.all }),
  });
};
