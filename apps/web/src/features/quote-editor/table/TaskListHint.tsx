import { Button, Group, Text } from '@mantine/core';
import type { TaskLists } from './task-lists.ts';

/**
 * Why templates and tasks are typed instead of picked (WorkflowMax not set up, or not
 * answering), with a way to ask it again when that can help.
 */
export function TaskListHint({ lists }: { lists: TaskLists }) {
  if (!lists.hint) return null;
  return (
    <Group gap="xs" wrap="nowrap" px={4} py={2}>
      <Text size="xs" c="dimmed" role="note">
        {lists.hint}
      </Text>
      {lists.onRefresh && (
        <Button size="compact-xs" variant="subtle" onClick={lists.onRefresh}>
          Try again
        </Button>
      )}
    </Group>
  );
}
