import { Button, FileInput, Group, Select, Stack, Text } from '@mantine/core';
import { acceptOf, FILE_MESSAGES, type VisualQuoteChoice } from '@portal/domain/files';
import { type FormEvent, useState } from 'react';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { UploadProgress } from '../../../components/UploadProgress.tsx';

type Props = {
  opened: boolean;
  quotes: VisualQuoteChoice[];
  busy: boolean;
  /** Percent of the visual sent while it uploads. */
  progress?: number | null;
  onClose: () => void;
  onUpload: (quoteId: number, file: File) => void;
};

const choiceLabel = (quote: VisualQuoteChoice) =>
  `${quote.id}${quote.label ? ` · ${quote.label}` : ''} (${quote.status})`;

/**
 * Select a Quote (quote spec 2): a visual belongs to one of the client's quotes, so Upload on the
 * Visuals page asks which, and the file, before anything is sent. Without a quote it says so
 * (quote spec 5) and sends nothing.
 */
export function SelectQuoteDialog({ opened, quotes, busy, progress = null, onClose, onUpload }: Props) {
  const [quoteId, setQuoteId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!quoteId) return setError(FILE_MESSAGES.visualNeedsQuote);
    if (!file) return setError(FILE_MESSAGES.chooseFile);
    setError(null);
    onUpload(Number(quoteId), file);
  };

  return (
    <DialogFrame opened={opened} onClose={onClose} title="Select a Quote" size="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {quotes.length === 0 ? (
            <Text size="sm">
              This client has no quotes yet. A visual is added to a quote, so make a quote first.
            </Text>
          ) : (
            <Select
              label="Quote"
              placeholder="Choose the quote this visual shows"
              data={quotes.map((quote) => ({ value: String(quote.id), label: choiceLabel(quote) }))}
              value={quoteId}
              onChange={setQuoteId}
              searchable
              required
            />
          )}
          <FileInput
            label="Visual"
            placeholder="Choose a file"
            accept={acceptOf('visual')}
            value={file}
            onChange={setFile}
            required
          />
          <FormMessage error={error} />
          {busy && progress !== null && <UploadProgress label="Visual upload" percent={progress} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={quotes.length === 0}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
