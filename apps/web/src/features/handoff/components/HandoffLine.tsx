import { Button, Group, Stack, Text } from '@mantine/core';
import type { HandoffState } from '@portal/domain/handoff';
import { useRetryHandoff } from '../api/retryHandoff.ts';
import { HANDOFF_NAMES, type HandoffKind, handoffWords, NOT_SET_UP } from '../texts.ts';

type Props = {
  kind: HandoffKind;
  quoteId: number;
  handoff: HandoffState;
};

/**
 * How one hand-off of an order stands, for staff: its state and number; a failed one gives the
 * service's reason and a Retry; one waiting for a service that is not set up says so.
 */
export function HandoffLine({ kind, quoteId, handoff }: Props) {
  const retry = useRetryHandoff();
  const name = HANDOFF_NAMES[kind];
  const outboxId = handoff.outbox_id;
  return (
    <Stack gap={2} data-handoff={kind}>
      <Text size="sm">
        <strong>{name}: </strong>
        {handoffWords(handoff)}
      </Text>
      {handoff.state === 'failed' && (
        <Group gap="xs" wrap="nowrap" align="center">
          {handoff.error && (
            <Text size="xs" c="red.9">
              {handoff.error}
            </Text>
          )}
          {outboxId !== null && (
            <Button
              size="compact-xs"
              variant="outline"
              aria-label={`Retry the ${name.toLowerCase()} of Q${quoteId}`}
              loading={retry.isPending}
              onClick={() => retry.mutate(outboxId)}
            >
              Retry
            </Button>
          )}
        </Group>
      )}
      {handoff.state === 'waiting' && !handoff.configured && (
        <Text size="xs" c="dimmed">
          {NOT_SET_UP[kind]}
        </Text>
      )}
    </Stack>
  );
}
