import { Button, Group, Modal, Text } from '@mantine/core';
import { memo } from 'react';
import { TABLE_TEXTS } from './texts.ts';

/** A yes/cancel question with the spec's words; nothing happens until Yes is pressed. */
export const ConfirmDialog = memo(function ConfirmDialog({
  message,
  onConfirm,
  onCancel,
}: {
  /** The question; null keeps the dialog closed. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={message !== null} onClose={onCancel} title={TABLE_TEXTS.confirmTitle} centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {TABLE_TEXTS.cancel}
        </Button>
        <Button color="red.9" onClick={onConfirm}>
          {TABLE_TEXTS.yes}
        </Button>
      </Group>
    </Modal>
  );
});
