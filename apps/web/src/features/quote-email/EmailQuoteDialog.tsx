import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type EmailDraftAnswer,
  QUOTE_LINK_MESSAGES,
  type SendEmailAnswer,
  sendEmailBody,
} from '@portal/domain/quote-links';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useCallback, useState } from 'react';
import { DraftLoader } from '../../components/DraftLoader.tsx';
import { SendDialogActions } from '../../components/SendDialogActions.tsx';
import { errorMessage } from '../../lib/api.ts';
import { RevisionChanges } from '../revisions/index.ts';
import { emailDraftQuery } from './api/getEmailDraft.ts';
import { fetchSendPreview } from './api/getSendPreview.ts';
import { sendQuoteEmail } from './api/sendQuoteEmail.ts';

/** Ours: the mail carries the stored quote, so unsaved changes would not go with it. */

export type EmailQuoteDialogProps = {
  quoteId: number;
  /** The version the editor holds: sending is refused (409) when someone saved since. */
  version: number | undefined;
  /** The editor has unsaved changes. */
  unsaved: boolean;
  onCancel: () => void;
  /** Called with the server's answer once the mail is queued; the quote is Sent, at a new version. */
  onSent: (answer: SendEmailAnswer) => void;
};

/** Every distinct message of a refused check, one a line (FormMessage keeps the line breaks). */
const messagesOf = (issues: readonly { message: string }[]): string =>
  [...new Set(issues.map((issue) => issue.message))].join('\n');

function EmailQuoteForm({
  draft,
  quoteId,
  version,
  unsaved,
  onCancel,
  onSent,
}: EmailQuoteDialogProps & { draft: EmailDraftAnswer }) {
  const [to, setTo] = useState(draft.to.join(', '));
  const [subject, setSubject] = useState(draft.subject);
  const [text, setText] = useState(draft.text);
  const [error, setError] = useState<string | null>(null);
  // The whole document of what this send will show, asked for only if staff want it.
  const sendPreview = useCallback(async () => (await fetchSendPreview(quoteId)).snapshot, [quoteId]);
  const send = useMutation({
    mutationFn: (body: Parameters<typeof sendQuoteEmail>[1]) => sendQuoteEmail(quoteId, body),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (unsaved) return;
    setError(null);
    // The domain's own check first, so a mistyped address is named without a call.
    const checked = sendEmailBody.safeParse({ to, subject, text, version });
    if (!checked.success) {
      setError(messagesOf(checked.error.issues));
      return;
    }
    send.mutate(checked.data, {
      onSuccess: (answer) => onSent(answer),
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Send to"
          description="Separate several addresses with commas."
          required
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <TextInput
          label="Subject"
          required
          maxLength={300}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={8}
          maxRows={18}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Text size="sm">
          {draft.with_links ? QUOTE_LINK_MESSAGES.withLinks : QUOTE_LINK_MESSAGES.withPdf}
        </Text>
        {draft.changes && draft.previous_revision !== null && (
          <Stack gap="xs">
            <Text fw={600}>This send will show the customer:</Text>
            <RevisionChanges
              changes={draft.changes}
              revision={draft.previous_revision}
              order={3}
              newer={sendPreview}
            />
          </Stack>
        )}
        <SendDialogActions
          error={unsaved ? QUOTE_LINK_MESSAGES.saveFirst : error}
          onCancel={onCancel}
          pending={send.isPending}
          disabled={unsaved}
        />
      </Stack>
    </form>
  );
}

/**
 * The Email Quote dialog's content (admin, on quotes and orders): it loads the
 * server's draft (the contact, the subject Q{id} {label} - R{revision}, the text with the portal
 * link), lets staff change it and sends it. Errors stay in the dialog, in the server's words.
 */
export function EmailQuoteDialog(props: EmailQuoteDialogProps) {
  return (
    <DraftLoader
      query={emailDraftQuery(props.quoteId)}
      loading="Loading the email"
      failure={errorMessage}
      onCancel={props.onCancel}
    >
      {(draft) => <EmailQuoteForm draft={draft} {...props} />}
    </DraftLoader>
  );
}
