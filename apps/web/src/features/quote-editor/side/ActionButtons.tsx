import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useId } from 'react';
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

/**
 * The action buttons the status machine allows (quote spec 4). Buttons that later issues wire
 * (SMS, the job-management service) are shown disabled with a plain note, rather than
 * pretending to work.
 */
export const ActionButtons = memo(function ActionButtons({ buttons, onPress, pending }: Props) {
  const noteId = useId();
  const working = buttons.filter((b) => b.kind !== 'later');
  const later = buttons.filter((b) => b.kind === 'later');
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="xs">
        {working.map((button) => (
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
      {later.length > 0 && (
        <>
          <SimpleGrid cols={2} spacing="xs">
            {later.map((button) => (
              <Button key={button.id} variant="default" disabled aria-describedby={noteId} {...WRAPPING}>
                {button.label}
              </Button>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed" id={noteId}>
            {later.map((b) => b.label).join(', ')}: not configured yet. These arrive in a later release.
          </Text>
        </>
      )}
    </Stack>
  );
});
