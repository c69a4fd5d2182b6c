import { Button, Stack, Text, Textarea } from '@mantine/core';
import {
  type LinkAnswer,
  MAX_REJECT_REASON,
  QUOTE_LINK_MESSAGES,
  rejectBody,
} from '@portal/domain/quote-links';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { rejectQuoteByLink } from './api/rejectQuoteByLink.ts';
import { LinkAnswered } from './LinkAnswered.tsx';
import { LinkPage } from './LinkPage.tsx';

/** The most a reason may hold: the domain's limit, so the box stops where the server would refuse. */

/** The question, the optional reason and Reject (accounts spec 2.11). */
function RejectForm({ token }: { token: string }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const reject = useMutation({ mutationFn: rejectQuoteByLink });

  if (answer) return <LinkAnswered answer={answer} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = rejectBody.safeParse({ token, note });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    reject.mutate(checked.data, { onSuccess: setAnswer, onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-print="hide">
      <Stack gap="md">
        <Text size="lg">{QUOTE_LINK_MESSAGES.rejectQuestion}</Text>
        <Textarea
          label="Reason (optional)"
          autosize
          minRows={3}
          maxRows={12}
          maxLength={MAX_REJECT_REASON}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
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

/** /reject?token=… (accounts spec 2.11): works signed out; the reason is optional. */
export function RejectPage() {
  return <LinkPage title="Reject quote">{(_quote, token) => <RejectForm token={token} />}</LinkPage>;
}
