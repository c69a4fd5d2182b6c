import { Text } from '@mantine/core';

/** A form's outcome line: red for failures (role alert), green for success (role status). */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <Text role="alert" c="red.9" fw={600} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {error}
      </Text>
    );
  }
  if (success) {
    return (
      <Text role="status" c="green.9" fw={600} size="sm">
        {success}
      </Text>
    );
  }
  return null;
}
