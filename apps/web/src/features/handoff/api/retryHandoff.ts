import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { outboxKey, retryOutboxMessage } from '../../admin/index.ts';
import { handoffKeys } from './keys.ts';

/**
 * Retry of a failed job or invoice: the Outbox's own Retry of the message behind it
 * (POST /outbox/retry/{outbox_id}), then every view of the hand-offs and the Outbox asks again.
 */
export const useRetryHandoff = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSuccess: (message) => {
      notifySuccess(message);
      return Promise.all([
        client.invalidateQueries({ queryKey: handoffKeys.all }),
        client.invalidateQueries({ queryKey: outboxKey }),
      ]);
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
};
