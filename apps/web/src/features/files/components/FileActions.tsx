import { Button, Group } from '@mantine/core';

type Props = {
  name: string;
  onPreview: () => void;
  onDownload: () => void;
  /** Absent where the viewer may not delete. */
  onDelete?: () => void;
};

/**
 * A file row's delete, preview and download (quote spec 2, Logos page). Each button's name says
 * which file it acts on, so a screen reader's list of buttons reads without the table around it.
 */
export function FileActions({ name, onPreview, onDownload, onDelete }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="default" aria-label={`Preview ${name}`} onClick={onPreview}>
        Preview
      </Button>
      <Button size="compact-sm" variant="default" aria-label={`Download ${name}`} onClick={onDownload}>
        Download
      </Button>
      {onDelete && (
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}
