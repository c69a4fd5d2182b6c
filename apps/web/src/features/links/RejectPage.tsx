import { Button, Stack, Text } from '@mantine/core';
import { declineOf, type LinkAnswer, QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type DeclineFormValues,
  DeclineReasonFields,
  EMPTY_DECLINE,
} from '../../components/DeclineReasonFields.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { rejectQuoteByLink } from './api/rejectQuoteByLink.ts';
import { LinkAnswered } from './LinkAnswered.tsx';
import { LinkPage } from './LinkPage.tsx';

/**
 * The question, the reason (one from the list, checked by the domain's rule before any call, in
 * the words the server uses), the optional note and Reject (accounts spec 2.11).
 */
function RejectForm({ token }: { token: string }) {
  const [values, setValues] = useState<DeclineFormValues>(EMPTY_DECLINE);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const reject = useMutation({ mutationFn: rejectQuoteByLink });

  if (answer) return <LinkAnswered answer={answer} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const judged = declineOf(values);
    if (!judged.ok) {
      setError(judged.message);
      return;
    }
    const { reason, other, note } = judged.decline;
    reject.mutate(
      { token, reason, reason_other: other, note },
      { onSuccess: setAnswer, onError: (err) => setError(errorMessage(err)) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate data-print="hide">
      <Stack gap="md">
        <Text size="lg">{QUOTE_LINK_MESSAGES.rejectQuestion}</Text>
        <DeclineReasonFields values={values} onChange={setValues} noteLabel="Reason (optional)" />
        <FormMessage error={error} />
        <div>
          <Button type="submit" color="red.9" loading={reject.isPending}>
            Reject
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /reject?token=… (accounts spec 2.11): works signed out; a reason from the list is asked for. */
export function RejectPage() {
  return <LinkPage title="Reject quote">{(_quote, token) => <RejectForm token={token} />}</LinkPage>;
}
