import { Loader, Paper, Text, Title } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { lazy, Suspense } from 'react';
import type { PreviewFile } from './file-kind.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { PREVIEW_TEXTS } from './texts.ts';

const PreviewViewer = lazy(() => import('./PreviewViewer.tsx'));

/**
 * The preview pane beside a file table (quote spec 2, Logos and Visuals pages): the chosen file
 * drawn with the Preview's own controls. The viewer loads when a file is first shown.
 */
export function PreviewPane({ file, empty }: { file: PreviewFile | null; empty: string }) {
  return (
    <Paper withBorder p="md" radius="md" bg="white" component="section" aria-label="Preview pane">
      <Title order={2} size="h5" mb="sm">
        {file ? file.name : 'Preview'}
      </Title>
      {file ? (
        <LoadFailure key={file.url} message={MESSAGES.genericFailure}>
          <Suspense
            fallback={<Loader role="status" mx="auto" display="block" aria-label={PREVIEW_TEXTS.loading} />}
          >
            <PreviewViewer key={file.url} file={file} />
          </Suspense>
        </LoadFailure>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Paper>
  );
}
