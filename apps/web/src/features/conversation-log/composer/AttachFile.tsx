import { Button, FileButton, Group, Text } from '@mantine/core';

/** The log's file control: one file goes with the next Send (the server judges it by its bytes). */
export function AttachFile({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  return (
    <Group gap="xs">
      <FileButton onChange={onChange}>
        {(props) => (
          <Button {...props} variant="default" size="compact-sm">
            Attach a file
          </Button>
        )}
      </FileButton>
      {file && (
        <>
          <Text size="sm" role="status">
            Attached: {file.name}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-label={`Remove the attachment ${file.name}`}
            onClick={() => onChange(null)}
          >
            Remove attachment
          </Button>
        </>
      )}
    </Group>
  );
}
