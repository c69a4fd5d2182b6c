import { TextInput } from '@mantine/core';
import { MAX_ANSWER_NAME } from '@portal/domain/quote-links';

/**
 * The typed name an answer is given under (accepting a quote, approving a proof, asking for
 * changes): required, filled from the browser's saved name, and no longer than the server keeps.
 */
export function AnswerNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  return (
    <TextInput
      label="Your full name"
      required
      autoComplete="name"
      maxLength={MAX_ANSWER_NAME}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
