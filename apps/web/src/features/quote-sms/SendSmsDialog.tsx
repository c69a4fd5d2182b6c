import { Stack, Textarea, TextInput } from '@mantine/core';
import { MAX_SMS_LENGTH, SMS_MESSAGES, type SmsDraftAnswer, sendSmsBody } from '@portal/domain/sms';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DraftLoader } from '../../components/DraftLoader.tsx';
import { SendDialogActions } from '../../components/SendDialogActions.tsx';
import { ApiError } from '../../lib/api.ts';
import { smsDraftQuery } from './api/getSmsDraft.ts';
import { sendQuoteSms } from './api/sendQuoteSms.ts';

export type SendSmsDialogProps = {
  quoteId: number;
  onCancel: () => void;
  /** Called with the server's message once the text is queued. */
  onSent: (message: string) => void;
};

/**
 * A refusal in the server's words (a number it cannot text); anything else is the spec's
 * 'Failed to send sms' (quote spec 8).
 */
const failureOf = (error: unknown): string =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : SMS_MESSAGES.failed;

function SendSmsForm({ draft, quoteId, onCancel, onSent }: SendSmsDialogProps & { draft: SmsDraftAnswer }) {
  const [telnum, setTelnum] = useState(draft.telnum);
  const [note, setNote] = useState(draft.note);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: { telnum: string; note: string }) => sendQuoteSms(quoteId, body),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // The domain's own check first: an empty or impossible number sends nothing and says why.
    const checked = sendSmsBody.safeParse({ telnum, note });
    if (!checked.success) {
      setError([...new Set(checked.error.issues.map((issue) => issue.message))].join('\n'));
      return;
    }
    send.mutate(
      { telnum, note },
      { onSuccess: (message) => onSent(message), onError: (err) => setError(failureOf(err)) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Phone number"
          description="An Australian mobile, such as 0412 345 678."
          type="tel"
          autoComplete="tel"
          required
          value={telnum}
          onChange={(event) => setTelnum(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          description={`${note.length} of ${MAX_SMS_LENGTH} characters`}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={MAX_SMS_LENGTH}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <SendDialogActions error={error} onCancel={onCancel} pending={send.isPending} />
      </Stack>
    </form>
  );
}

/**
 * The Send Sms dialog (quote spec 2; admin, on quotes): it loads the contact's mobile and a
 * message with the quote link, lets staff change them and sends the text through the outbox.
 */
export function SendSmsDialog(props: SendSmsDialogProps) {
  return (
    <DraftLoader
      query={smsDraftQuery(props.quoteId)}
      loading="Loading the text message"
      failure={failureOf}
      onCancel={props.onCancel}
    >
      {(draft) => <SendSmsForm draft={draft} {...props} />}
    </DraftLoader>
  );
}
