import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { QUOTE_CONFIRM_TEXTS } from '@portal/domain/quote';
import { declineOf } from '@portal/domain/quote-links';
import { type FormEvent, useState } from 'react';
import {
  type DeclineFormValues,
  DeclineReasonFields,
  EMPTY_DECLINE,
} from '../../../components/DeclineReasonFields.tsx';
import { FormMessage } from '../../../components/FormMessage.tsx';

/** The decline fields of POST /quotes/edit/{id} with decline_quote. */
export type DeclineBody = { decline_reason: string; decline_reason_other: string; decline_note: string };

function DeclineForm({ onDone }: { onDone: (body: DeclineBody | null) => void }) {
  const [values, setValues] = useState<DeclineFormValues>(EMPTY_DECLINE);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const judged = declineOf(values);
    if (!judged.ok) return setError(judged.message);
    const { reason, other, note } = judged.decline;
    onDone({ decline_reason: reason, decline_reason_other: other, decline_note: note });
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{QUOTE_CONFIRM_TEXTS.reject}</Text>
        <DeclineReasonFields values={values} onChange={setValues} />
        <FormMessage error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button type="submit" color="red.9">
            Decline
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks a customer why they decline, in the words of the reject page (accounts spec 2.11), with
 * the reason list (decisions/124); answers the fields to send, or null when they cancel.
 */
export const askDeclineReason = () =>
  new Promise<DeclineBody | null>((resolve) => {
    const modalId = 'decline-quote';
    const done = (body: DeclineBody | null) => {
      resolve(body);
      modals.close(modalId);
    };
    modals.open({
      modalId,
      title: 'Decline quote',
      centered: true,
      styles: { title: { fontWeight: 700 } },
      attributes: { header: { role: 'none' } },
      closeButtonProps: { 'aria-label': 'Close decline quote' },
      onClose: () => resolve(null),
      children: <DeclineForm onDone={done} />,
    });
  });
