import { Alert, Grid, Group, Loader, Stack } from '@mantine/core';
import type { StoredFileAnswer } from '@portal/domain/files';
import { type ReactNode, useState } from 'react';
import { FilePreview, PreviewPane } from '../preview/index.ts';
import { type FileColumn, FilesTable } from './FilesTable.tsx';
import { downloadStoredFile, previewFileOf } from './preview-file.ts';

type Props<F extends StoredFileAnswer> = {
  caption: string;
  /** The page's upload buttons. */
  toolbar: ReactNode;
  files: F[] | undefined;
  loading: boolean;
  /** The list's failure, in the user's words. */
  error: string | null;
  before?: FileColumn<F>[];
  after?: FileColumn<F>[];
  onDelete?: (file: F) => void;
  /** Under the toolbar: what the page accepts. */
  hint?: ReactNode;
};

/**
 * A file page's body (Logos, Visuals): uploads above, the table, and the preview pane beside it
 * showing the file whose name was chosen (the newest at first); Preview opens the dialog.
 */
export function FileBrowser<F extends StoredFileAnswer>(props: Props<F>) {
  const [shownId, setShownId] = useState<number | null>(null);
  const [previewed, setPreviewed] = useState<F | null>(null);
  const files = props.files ?? [];
  const shown = files.find((file) => file.id === shownId) ?? files[0] ?? null;

  return (
    <Stack gap="md">
      <Group gap="sm">{props.toolbar}</Group>
      {props.hint}
      {props.error && (
        <Alert color="red" role="alert">
          {props.error}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {props.loading ? (
            <Loader role="status" aria-label="Loading the files" />
          ) : (
            <FilesTable
              caption={props.caption}
              files={files}
              before={props.before}
              after={props.after}
              shownId={shown?.id ?? null}
              onShow={(file) => setShownId(file.id)}
              onPreview={setPreviewed}
              onDownload={downloadStoredFile}
              onDelete={props.onDelete}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* The pane steps aside while the dialog shows the file, so one file is drawn once. */}
          <PreviewPane
            file={shown && previewed === null ? previewFileOf(shown) : null}
            empty={previewed ? 'Shown in the Preview dialog.' : 'Choose a file’s name to see it here.'}
          />
        </Grid.Col>
      </Grid>
      <FilePreview file={previewed && previewFileOf(previewed)} onClose={() => setPreviewed(null)} />
    </Stack>
  );
}
