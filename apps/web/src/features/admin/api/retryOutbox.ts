import { textAnswer } from '@portal/domain/api';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { outboxKey } from './listOutbox.ts';

/** POST /outbox/retry/{id} (admin): a failed message goes back in line, with its tries reset. */
export const retryOutboxMessage = (id: number) =>
  call(textAnswer, 'POST', `/outbox/retry/${id}`, { body: {} });

/**
 * The Outbox's Retry, then the Outbox asks again, and so do the other views of what the message
 * carries (`alsoRefresh`: a failed job's or invoice's hand-off state).
 */
export const useRetryOutboxMessage = (alsoRefresh: readonly QueryKey[] = []) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSuccess: (message) => {
      notifySuccess(message);
      return Promise.all(
        [outboxKey, ...alsoRefresh].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
};
