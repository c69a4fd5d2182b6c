import { acceptAnswer } from '@portal/domain/product-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/**
 * POST /uploadproducts/add: applies the reviewed upload with the `stage` of the lists shown;
 * refused (409) if a newer file replaced it or the lists no longer hold.
 */
export const acceptUpload = (body: { supplier: string; upload_id: number; stage: string }) =>
  call(acceptAnswer, 'POST', '/uploadproducts/add', { body });

export const useAcceptUpload = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptUpload,
    // A refused accept means the lists moved on: show them again as they are now.
    onError: () => client.invalidateQueries({ queryKey: ['uploadproducts'] }),
    onSuccess: (_data, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['uploadproducts'] }),
        client.invalidateQueries({ queryKey: ['catalogue', body.supplier] }),
        client.invalidateQueries({ queryKey: ['products', 'sizes', body.supplier] }),
      ]),
  });
};
