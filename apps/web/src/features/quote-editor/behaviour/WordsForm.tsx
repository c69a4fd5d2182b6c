import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_LINE_NOTE } from '@portal/domain/memos';
import { type FormEvent, useState } from 'react';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { errorMessage } from '../../../lib/api.ts';

/**
 * A dialog's one box of words (a request for changes, a question or an answer about a line), sent
 * by `send`; the server's refusal is shown in its words and the dialog stays open.
 */
export function WordsForm({
  intro,
  label,
  submitLabel,
  required,
  initial = '',
  maxLength = MAX_LINE_NOTE,
  close,
  send,
}: {
  /** Words the box starts with, which the user may change. */
  initial?: string;
  /** What the dialog is for, above the box. */
  intro?: string;
  label: string;
  maxLength?: number;
  submitLabel: string;
  /** The refusal of empty words, in the domain's words. */
  required: string;
  close: () => void;
  send: (words: string) => Promise<void>;
}) {
  const [words, setWords] = useState(initial);
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
        {intro && <Text size="sm">{intro}</Text>}
        <Textarea
          label={label}
          required
          autosize
          minRows={3}
          maxRows={12}
          maxLength={maxLength}
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
