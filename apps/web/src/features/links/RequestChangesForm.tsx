import { Button, Divider, Stack, Text, Textarea, Title } from '@mantine/core';
import { EXPIRY_MESSAGES, MAX_CHANGE_REQUEST, requestChangesByLinkBody } from '@portal/domain/quote-links';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AnswerNameField } from '../../components/AnswerNameField.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import { requestChangesByLink } from './api/requestChangesByLink.ts';
import { LinkNotice } from './LinkNotice.tsx';

/** The form's words: asking for changes to an open quote, or for updated pricing of an expired one. */
const PURPOSES = {
  changes: {
    title: 'Not quite right? Request changes',
    intro: 'Tell us what to change and we will send you an updated quote.',
    words: '',
    label: 'What would you like changed?',
    submit: 'Request changes',
  },
  pricing: {
    title: EXPIRY_MESSAGES.requestPricing,
    intro: 'Ask us to price this quote again at today’s prices. Add anything else we should change.',
    words: EXPIRY_MESSAGES.pricingWords,
    label: 'Your message',
    submit: EXPIRY_MESSAGES.requestPricing,
  },
} as const;

/**
 * The link pages' third answer, beside accept and reject: ask for changes. The quote stays open
 * and the words go into its conversation log, so the page's own answer is still there to give.
 * On an expired quote the same words ask for updated pricing, which reaches staff the same way.
 */
export function RequestChangesForm({
  token,
  purpose = 'changes',
}: {
  token: string;
  purpose?: keyof typeof PURPOSES;
}) {
  const texts = PURPOSES[purpose];
  const [name, setName] = useState('');
  const [changes, setChanges] = useState<string>(texts.words);
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
            {texts.title}
          </Title>
          <Text size="sm">{texts.intro}</Text>
          {sent && (
            <LinkNotice tone="done" role="status">
              {sent}
            </LinkNotice>
          )}
          <AnswerNameField value={name} onChange={setName} />
          <Textarea
            label={texts.label}
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
              {texts.submit}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
