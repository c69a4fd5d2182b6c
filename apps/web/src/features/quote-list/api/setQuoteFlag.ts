import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { quoteListKey } from './listQuotes.ts';

export type QuoteFlag = 'ready' | 'sent' | 'archive';

/** POST /quotes/setready|setsent|setarchive/{id} (admin; accounts spec 4.2): each 0 or 1. */
export const setQuoteFlag = (id: number, flag: QuoteFlag, on: boolean) =>
  apiCall<string>('POST', `/quotes/set${flag}/${id}`, { body: { [flag]: on ? 1 : 0 } });

export const useSetQuoteFlag = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, flag, on }: { id: number; flag: QuoteFlag; on: boolean }) =>
      setQuoteFlag(id, flag, on),
    onSettled: () => client.invalidateQueries({ queryKey: quoteListKey() }),
  });
};
