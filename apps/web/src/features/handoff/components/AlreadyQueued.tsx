import { Button, Group, Stack, Text } from '@mantine/core';
import type { OrderHandoffAnswer } from '@portal/domain/handoff';
import { HandoffLine } from './HandoffLine.tsx';

/**
 * An order has one job, however often it is sent (the server keys it per order), so once its
 * job is queued the dialog says how it stands instead of offering Send again: 'Job: Sent
 * J000123', or a failed one's reason and its Retry.
 */
export function AlreadyQueued({ handoff, onClose }: { handoff: OrderHandoffAnswer; onClose: () => void }) {
  const { job } = handoff;
  return (
    <Stack gap="md">
      <Text size="sm">
        {job.state !== 'sent'
          ? 'This order has already been sent to WorkflowMax; it is not sent twice.'
          : job.number
            ? `This order is already in WorkflowMax as job ${job.number}.`
            : 'This order is already in WorkflowMax.'}
      </Text>
      <HandoffLine kind="job" quoteId={handoff.quote_id} handoff={job} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
