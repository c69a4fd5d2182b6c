import { Button, Stack, Text } from '@mantine/core';
import type { FetchStatusAnswer, LinkAnswer } from '@portal/domain/quote-links';
import { QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormMessage } from '../../components/FormMessage.tsx';
import { errorMessage } from '../../lib/api.ts';
import {
  AcceptFields,
  type AcceptValues,
  acceptForm,
  CertificateButton,
  downloadLinkCertificate,
} from '../acceptance/index.ts';
import { acceptQuoteByLink } from './api/acceptQuoteByLink.ts';
import { LinkAnswered } from './LinkAnswered.tsx';
import { LinkPage } from './LinkPage.tsx';

/**
 * The question, the name of who accepts, the purchase order (its number required where the
 * company asks for one, and a file) and Accept; afterwards the acceptance certificate. The
 * domain's rules check the form before any call, in the words the server uses.
 */
function AcceptForm({ quote, token }: { quote: FetchStatusAnswer; token: string }) {
  const [values, setValues] = useState<AcceptValues>({ name: '', poNumber: '', poFile: null });
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<LinkAnswer | null>(null);
  const accept = useMutation({ mutationFn: acceptQuoteByLink });

  if (answer)
    return (
      <Stack gap="md">
        <LinkAnswered answer={answer} />
        <div>
          <CertificateButton download={() => downloadLinkCertificate(token, quote.id, quote.revision)} />
        </div>
      </Stack>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const checked = acceptForm(values, quote.po_required, { token });
    if ('problem' in checked) return setError(checked.problem);
    accept.mutate(checked.form, { onSuccess: setAnswer, onError: (err) => setError(errorMessage(err)) });
  };

  return (
    <form onSubmit={onSubmit} noValidate data-print="hide">
      <Stack gap="md">
        <Text size="lg">{QUOTE_LINK_MESSAGES.acceptQuestion}</Text>
        <AcceptFields values={values} onChange={setValues} poRequired={quote.po_required} />
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
  return (
    <LinkPage title="Accept quote">{(quote, token) => <AcceptForm quote={quote} token={token} />}</LinkPage>
  );
}
