import type { AcceptAnswer } from '@portal/domain/product-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

/** POST /uploadproducts/add: applies the reviewed upload (refused if a newer file replaced it). */
export const acceptUpload = (body: { supplier: string; upload_id: number }) =>
  apiCall<AcceptAnswer>('POST', '/uploadproducts/add', { body });

export const useAcceptUpload = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptUpload,
    onSuccess: (_data, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['uploadproducts'] }),
        client.invalidateQueries({ queryKey: ['catalogue', body.supplier] }),
        client.invalidateQueries({ queryKey: ['products', 'sizes', body.supplier] }),
      ]),
  });
};
