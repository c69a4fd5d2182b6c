import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { outboxKey } from './listOutbox.ts';

/** POST /outbox/retry/{id} (admin): a failed message goes back in line, with its tries reset. */
export const retryOutboxMessage = (id: number) =>
  apiCall<string>('POST', `/outbox/retry/${id}`, { body: {} });

export const useRetryOutboxMessage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSuccess: (message) => {
      notifySuccess(message);
      return client.invalidateQueries({ queryKey: outboxKey });
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
};
