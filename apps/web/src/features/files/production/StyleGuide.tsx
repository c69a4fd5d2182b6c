import { Group, Paper, Text, Title } from '@mantine/core';
import { acceptOf, type StoredFileAnswer } from '@portal/domain/files';
import { FileActions } from '../components/FileActions.tsx';
import { UploadButton } from '../components/UploadButton.tsx';

type Props = {
  guide: StoredFileAnswer | null;
  uploading: boolean;
  /** Percent sent while the upload runs. */
  progress?: number | null;
  onUpload: (file: File) => void;
  onPreview: (guide: StoredFileAnswer) => void;
  onDownload: (guide: StoredFileAnswer) => void;
};

/** The client's Production Style Guide (accounts spec 2.6): one file; a new upload replaces it. */
export function StyleGuide({ guide, uploading, progress, onUpload, onPreview, onDownload }: Props) {
  return (
    <Paper withBorder p="sm" radius="md" bg="white" component="section" aria-label="Production Style Guide">
      <Group justify="space-between" gap="sm">
        <div>
          <Title order={3} size="h5">
            Production Style Guide
          </Title>
          <Text size="sm" c="dimmed">
            {guide ? guide.file_name : 'No style guide yet. PDF, JPEG, PNG or GIF.'}
          </Text>
        </div>
        <Group gap="xs">
          {guide && (
            <FileActions
              name={guide.file_name}
              onPreview={() => onPreview(guide)}
              onDownload={() => onDownload(guide)}
            />
          )}
          <UploadButton
            label={guide ? 'Replace style guide' : 'Upload style guide'}
            variant="default"
            accept={acceptOf('styleguide')}
            busy={uploading}
            progress={progress}
            onFile={onUpload}
          />
        </Group>
      </Group>
    </Paper>
  );
}
