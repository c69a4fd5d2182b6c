import { Alert, Button, Group, Text } from '@mantine/core';

/**
 * A save met a newer version (409): the server's message says who saved and when. What the
 * user typed stays on screen until they choose to reload.
 */
export function ConflictNotice({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <Alert color="red.9" variant="light" title="Someone else saved this quote" role="alert" mb="md">
      <Text size="sm" mb="xs">
        {message}
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={onReload}>
          Reload the quote
        </Button>
        <Text size="xs">Your changes stay on this page until you reload.</Text>
      </Group>
    </Alert>
  );
}
