import { Button, Divider, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { MAX_ANSWER_NAME, MAX_CHANGE_REQUEST, requestChangesByLinkBody } from '@portal/domain/quote-links';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { requestChangesByLink } from './api/requestChangesByLink.ts';
import { LinkNotice } from './LinkNotice.tsx';

/**
 * The link pages' third answer, beside accept and reject: ask for changes. The quote stays open
 * and the words go into its conversation log, so the page's own answer is still there to give.
 */
export function RequestChangesForm({ token }: { token: string }) {
  const [name, setName] = useState('');
  const [changes, setChanges] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const request = useMutation({ mutationFn: requestChangesByLink });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = requestChangesByLinkBody.safeParse({ token, name, changes });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    request.mutate(checked.data, {
      onSuccess: (answer) => {
        setSent(answer.message);
        setChanges('');
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <section aria-labelledby="request-changes-title" data-print="hide">
      <Divider mb="md" />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h5" id="request-changes-title">
            Not quite right? Request changes
          </Title>
          <Text size="sm">Tell us what to change and we will send you an updated quote.</Text>
          {sent && (
            <LinkNotice tone="done" role="status">
              {sent}
            </LinkNotice>
          )}
          <TextInput
            label="Your full name"
            required
            autoComplete="name"
            maxLength={MAX_ANSWER_NAME}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Textarea
            label="What would you like changed?"
            required
            autosize
            minRows={3}
            maxRows={12}
            maxLength={MAX_CHANGE_REQUEST}
            value={changes}
            onChange={(event) => setChanges(event.currentTarget.value)}
          />
          <FormMessage error={error} />
          <div>
            <Button type="submit" variant="outline" loading={request.isPending}>
              Request changes
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
