import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fileKeys } from '../api/keys.ts';

/**
 * An upload that says the server's message ('Your brand has been added', …) or its refusal in
 * the user's words ('Something was wrong. Try again' when the network fails), then refreshes the
 * file lists. `progress` is the percent of the file sent so far while it goes (null otherwise):
 * an artwork file can be 25 MB, and a busy button alone says nothing of how long is left.
 */
export function useFileUpload<V, A extends { message: string }>(
  upload: (vars: V, onProgress: (percent: number) => void) => Promise<A>,
) {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (vars: V) => {
      setProgress(0);
      return upload(vars, setProgress);
    },
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      return client.invalidateQueries({ queryKey: fileKeys.all });
    },
    onError: (error) => notifyError(errorMessage(error)),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
