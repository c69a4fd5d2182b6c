import { Button, Group, Stack, Textarea } from '@mantine/core';
import { MAX_LINE_NOTE } from '@portal/domain/memos';
import { type FormEvent, useState } from 'react';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { errorMessage } from '../../../lib/api.ts';

/**
 * The words of a question or an answer about one line, sent by `send`; the server's refusal is
 * shown in its words and the dialog stays open.
 */
export function LineNoteForm({
  label,
  submitLabel,
  required,
  close,
  send,
}: {
  label: string;
  submitLabel: string;
  /** The refusal of empty words, in the domain's words. */
  required: string;
  close: () => void;
  send: (words: string) => Promise<void>;
}) {
  const [words, setWords] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!words.trim()) return setError(required);
    setPending(true);
    try {
      await send(words.trim());
      close();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Textarea
          label={label}
          required
          autosize
          minRows={3}
          maxRows={12}
          maxLength={MAX_LINE_NOTE}
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
        />
        <FormMessage error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
