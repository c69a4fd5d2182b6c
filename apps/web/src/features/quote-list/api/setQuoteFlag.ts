import { textAnswer } from '@portal/domain/api';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { quoteListKey } from './listQuotes.ts';

export type QuoteFlag = 'ready' | 'sent' | 'archive';

/**
 * POST /quotes/setready|setsent|setarchive/{id} (admin; accounts spec 4.2): each 0 or 1, with
 * the version the row was read at.
 */
export const setQuoteFlag = (id: number, flag: QuoteFlag, on: boolean, version: number) =>
  call(textAnswer, 'POST', `/quotes/set${flag}/${id}`, { body: { [flag]: on ? 1 : 0, version } });

type FlagChange = { id: number; flag: QuoteFlag; on: boolean; version: number };

const FLAG_CHANGE = ['quote-flag'];

export const useSetQuoteFlag = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: FLAG_CHANGE,
    mutationFn: ({ id, flag, on, version }: FlagChange) => setQuoteFlag(id, flag, on, version),
    onSettled: () => client.invalidateQueries({ queryKey: quoteListKey() }),
  });
};

/**
 * Whether a switch is being set. Each change stays pending until the list has been read again
 * (onSettled returns the refetch), so no switch sends a version older than the list shows.
 */
export const useFlagChangePending = () => useIsMutating({ mutationKey: FLAG_CHANGE }) > 0;
