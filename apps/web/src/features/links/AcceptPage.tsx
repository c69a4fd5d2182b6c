import { Button, Stack, Text, TextInput } from '@mantine/core';
import {
  acceptBody,
  type LinkAnswer,
  MAX_ANSWER_NAME,
  QUOTE_LINK_MESSAGES,
} from '@portal/domain/quote-links';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { acceptQuoteByLink } from './api/acceptQuoteByLink.ts';
import { LinkAnswered } from './LinkAnswered.tsx';
import { LinkPage } from './LinkPage.tsx';

/**
 * The question, the name of who accepts (recorded with the time, address and revision) and
 * Accept. The domain's schema checks the name before any call, in the words the server uses.
 */
function AcceptForm({ token }: { token: string }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const accept = useMutation({ mutationFn: acceptQuoteByLink });

  if (answer) return <LinkAnswered answer={answer} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = acceptBody.safeParse({ token, name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? QUOTE_LINK_MESSAGES.nameRequired);
      return;
    }
    accept.mutate(checked.data, { onSuccess: setAnswer, onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-print="hide">
      <Stack gap="md">
        <Text size="lg">{QUOTE_LINK_MESSAGES.acceptQuestion}</Text>
        <TextInput
          label="Your name"
          required
          autoComplete="name"
          maxLength={MAX_ANSWER_NAME}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <FormMessage error={error} />
        <div>
          <Button type="submit" loading={accept.isPending}>
            Accept
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /accept?token=… (accounts spec 2.11): works signed out. */
export function AcceptPage() {
  return <LinkPage title="Accept quote">{(_quote, token) => <AcceptForm token={token} />}</LinkPage>;
}
