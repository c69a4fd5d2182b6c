import { textAnswer } from '@portal/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** POST /products/setsizeorder/{provider}: saves the positions of the sizes. */
export const setSizeOrder = ({
  provider,
  sizes,
}: {
  provider: string;
  sizes: { sizename: string; position: number }[];
}) => call(textAnswer, 'POST', `/products/setsizeorder/${encodeURIComponent(provider)}`, { body: { sizes } });

export const useSetSizeOrder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSizeOrder,
    onSuccess: (_data, { provider }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['products', 'sizes', provider] }),
        client.invalidateQueries({ queryKey: ['catalogue', provider] }),
      ]),
  });
};
