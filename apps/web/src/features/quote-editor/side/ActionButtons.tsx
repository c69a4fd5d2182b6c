import { Button, SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import type { EditorButton } from '../state/editor-actions.ts';

type Props = {
  buttons: readonly EditorButton[];
  onPress: (button: EditorButton) => void;
  /** The button whose call is under way, if any; every button waits for it. */
  pending: string | null;
};

/**
 * Long labels ("Send to Job Management") wrap instead of being cut off in the narrow panel, so
 * every button here grows with its label.
 */
const WRAPPING = {
  h: 'auto',
  py: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center' } },
} as const;

const variantOf = (button: EditorButton) =>
  button.kind === 'delete'
    ? 'outline'
    : button.kind === 'submit' && button.id === 'save'
      ? 'filled'
      : 'light';

/** The action buttons the status machine allows (quote spec 4), two to a row. */
export const ActionButtons = memo(function ActionButtons({ buttons, onPress, pending }: Props) {
  return (
    <SimpleGrid cols={2} spacing="xs">
      {buttons.map((button) => (
        <Button
          key={button.id}
          variant={variantOf(button)}
          color={button.kind === 'delete' ? 'red.9' : undefined}
          loading={pending === button.id}
          disabled={pending !== null && pending !== button.id}
          onClick={() => onPress(button)}
          {...WRAPPING}
        >
          {button.label}
        </Button>
      ))}
    </SimpleGrid>
  );
});
