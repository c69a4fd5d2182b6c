import { Button, Group, Text } from '@mantine/core';
import type { StoredFileAnswer } from '@portal/domain/files';
import { apiDownload } from '../../../lib/api.ts';
import { type PreviewFile, previewKind } from '../../files/preview/index.ts';

/** The file's address for apiBlob and apiDownload, which add `/api` themselves. */
const pathOf = (file: StoredFileAnswer): string => file.url.replace(/^\/api(?=\/)/, '');

export const previewFileOf = (file: StoredFileAnswer): PreviewFile => ({
  url: pathOf(file),
  name: file.file_name,
  type: file.content_type,
});

/** A file in the log: its name, Preview (images and PDFs) and Download, each naming the file. */
export function MemoFile({
  file,
  onPreview,
}: {
  file: StoredFileAnswer;
  onPreview: (file: PreviewFile) => void;
}) {
  const preview = previewFileOf(file);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {file.file_name}
      </Text>
      {previewKind(preview) !== 'other' && (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={`Preview ${file.file_name}`}
          onClick={() => onPreview(preview)}
        >
          Preview
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="default"
        aria-label={`Download ${file.file_name}`}
        // A failed download is silent, as on the file pages (quote spec 8).
        onClick={() => void apiDownload(preview.url, file.file_name).catch(() => {})}
      >
        Download
      </Button>
    </Group>
  );
}
