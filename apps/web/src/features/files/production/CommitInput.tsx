import { TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  label: string;
  value: string;
  disabled?: boolean;
  /** Called on leaving the field (or Enter) when the text changed. */
  onCommit: (value: string) => void;
  inputMode?: 'numeric';
  w?: number | string;
};

/**
 * A table field saved when the user leaves it, not on every keystroke: one edit call per change,
 * and a half-typed value is never sent. It follows the stored value when that changes.
 */
export function CommitInput({ label, value, disabled, onCommit, inputMode, w }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextInput
      aria-label={label}
      size="xs"
      w={w}
      value={text}
      disabled={disabled}
      inputMode={inputMode}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
