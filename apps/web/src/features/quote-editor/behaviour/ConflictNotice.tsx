import { Alert, Button, Group, Text } from '@mantine/core';

/**
 * A save met a newer version (409): the server's message says who saved and when. What the
 * user typed stays on screen until they choose to reload. A write of the editor's own making
 * (proofs that added a fee) says so in its title.
 */
export function ConflictNotice({
  message,
  onReload,
  title = 'Someone else saved this quote',
}: {
  message: string;
  onReload: () => void;
  title?: string;
}) {
  return (
    <Alert color="red.9" variant="light" title={title} role="alert" mb="md">
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
