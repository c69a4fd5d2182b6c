import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * Asks a yes/cancel question in the app's confirm modal and answers whether it was confirmed;
 * closing it is a no. Opened by the modals manager, it shows above any dialog already open.
 */
export const confirmAction = (title: string, text: string, label: string) =>
  new Promise<boolean>((resolve) =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    }),
  );
