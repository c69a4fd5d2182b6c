import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_CHANGE_REQUEST, requestChangesBody } from '@portal/domain/quote-links';
import { type FormEvent, useState } from 'react';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { openSendDialog } from '../../../components/openSendDialog.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { requestChanges } from '../api/requestChanges.ts';

function RequestChangesForm({
  quoteId,
  close,
  onSent,
}: {
  quoteId: number;
  close: () => void;
  onSent: (message: string) => void;
}) {
  const [changes, setChanges] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = requestChangesBody.safeParse({ changes });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setPending(true);
    try {
      onSent((await requestChanges(quoteId, checked.data.changes)).message);
      close();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Tell us what to change. The quote stays open and we will send you an updated one.
        </Text>
        <Textarea
          label="What would you like changed?"
          required
          autosize
          minRows={4}
          maxRows={14}
          maxLength={MAX_CHANGE_REQUEST}
          value={changes}
          onChange={(event) => setChanges(event.currentTarget.value)}
        />
        <FormMessage error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Request changes (decisions/124): the customer's words go into the quote's conversation log. */
export const openRequestChanges = ({
  quoteId,
  onSent,
}: {
  quoteId: number;
  onSent: (message: string) => void;
}) =>
  openSendDialog('request-changes', 'Request changes', 'Close request changes', (close) => (
    <RequestChangesForm quoteId={quoteId} close={close} onSent={onSent} />
  ));
