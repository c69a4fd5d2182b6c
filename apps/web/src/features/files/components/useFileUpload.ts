import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fileKeys } from '../api/keys.ts';

/**
 * An upload that says the server's message ('Your brand has been added', …) or its refusal in
 * the user's words ('Something was wrong. Try again' when the network fails), then refreshes the
 * file lists.
 */
export function useFileUpload<V, A extends { message: string }>(upload: (vars: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: upload,
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      return client.invalidateQueries({ queryKey: fileKeys.all });
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
}
