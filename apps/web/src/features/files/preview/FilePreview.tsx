import { Loader, Modal } from '@mantine/core';
import { MESSAGES } from '@portal/domain/messages';
import { lazy, Suspense, useState } from 'react';
import type { PreviewFile } from './file-kind.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { PREVIEW_TEXTS } from './texts.ts';

// The viewer, and pdfjs behind it, load only when a preview opens: the sign-in and list pages
// stay as light as they were.
const PreviewViewer = lazy(() => import('./PreviewViewer.tsx'));

/**
 * The Preview dialog for images and PDFs (quote spec 2, accounts spec 2.10). A file table keeps
 * the file to show in its state and passes it here; null closes the dialog. Built from Modal's
 * parts like the lists' dialogs: the plain Modal's title bar is a <header> that axe counts as a
 * second banner, and its close button has no name.
 */
export function FilePreview({ file, onClose }: { file: PreviewFile | null; onClose: () => void }) {
  // The title stays during the closing transition; the viewer itself goes at once, so its
  // download and drawing stop when the dialog closes.
  const [title, setTitle] = useState(file?.name ?? '');
  if (file && file.name !== title) setTitle(file.name);

  return (
    <Modal.Root opened={file !== null} onClose={onClose} size="xl" centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={`Close the preview of ${title}`} />
        </Modal.Header>
        <Modal.Body>
          {file && (
            <LoadFailure key={file.url} message={MESSAGES.genericFailure}>
              <Suspense
                fallback={
                  <Loader role="status" mx="auto" display="block" aria-label={PREVIEW_TEXTS.loading} />
                }
              >
                <PreviewViewer key={file.url} file={file} />
              </Suspense>
            </LoadFailure>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
