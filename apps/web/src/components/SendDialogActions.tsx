import { Button, Group } from '@mantine/core';
import { FormMessage } from './FormMessage.tsx';

/**
 * The foot of a send dialog (Email Quote, Send Sms, Send to the job-management service): the
 * refusal in words, then Cancel and Send, Send busy while the call is out.
 */
export function SendDialogActions({
  error,
  onCancel,
  pending,
  disabled = false,
}: {
  error: string | null | undefined;
  onCancel: () => void;
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <FormMessage error={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={disabled}>
          Send
        </Button>
      </Group>
    </>
  );
}
