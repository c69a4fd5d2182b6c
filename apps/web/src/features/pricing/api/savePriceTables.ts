import { textAnswer } from '@portal/domain/api';
import type { PriceTables } from '@portal/domain/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/**
 * POST /pricetables (admin): saves the whole tables as a new version; answers the success
 * message, or 400 '<path>: <message>' when the server's schema refuses them.
 */
export const savePriceTables = (tables: PriceTables) =>
  call(textAnswer, 'POST', '/pricetables', { body: tables });

export const useSavePriceTables = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePriceTables,
    onSuccess: () => client.invalidateQueries({ queryKey: ['pricetables'] }),
  });
};
