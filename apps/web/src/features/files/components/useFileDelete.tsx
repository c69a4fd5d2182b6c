import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { deleteFile, type FilePage } from '../api/deleteFile.ts';
import { fileKeys } from '../api/keys.ts';

/**
 * Delete with a confirm: a deleted file cannot be had back, and quotes that point at it lose
 * their picture, so the button asks first. The page's own message follows (quote spec 8).
 */
export function useFileDelete(page: FilePage) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteFile,
    onSuccess: (message) => {
      notifySuccess(message);
      return client.invalidateQueries({ queryKey: fileKeys.all });
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
  return (file: { id: number; file_name: string }) =>
    modals.openConfirmModal({
      title: 'Delete file',
      children: <Text size="sm">Delete {file.file_name}? This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => remove.mutate({ page, id: file.id }),
    });
}
