import { Group, Progress, Text } from '@mantine/core';

/** How much of a file has gone, in percent, while it uploads; read out as it changes. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} w={120} aria-label={`${label} progress`} />
      <Text size="sm" role="status" aria-live="polite">
        Uploading {percent}%
      </Text>
    </Group>
  );
}
