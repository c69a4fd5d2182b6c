import { Alert, Loader, Stack, Text } from '@mantine/core';
import { type Dispatch, type ReactNode, useCallback, useReducer } from 'react';
import { saveBlob } from '../../../lib/save-blob.ts';
import { type PreviewFile, previewKind } from './file-kind.ts';
import { ImageView } from './ImageView.tsx';
import { PdfView } from './PdfView.tsx';
import { PreviewControls } from './PreviewControls.tsx';
import classes from './preview.module.css';
import { PREVIEW_TEXTS } from './texts.ts';
import { useFileBlob } from './useFileBlob.ts';
import { useObjectUrl } from './useObjectUrl.ts';
import { usePdfDocument } from './usePdfDocument.ts';
import { initialView, viewReducer } from './view-state.ts';

/**
 * The inside of the preview dialog: fetches the file, then draws it with the controls above.
 * Loaded on demand by FilePreview (the default export is what React.lazy takes).
 */
export default function PreviewViewer({ file }: { file: PreviewFile }) {
  const kind = previewKind(file);
  // An image is one page; a PDF's count arrives when it is parsed.
  const [view, dispatch] = useReducer(
    viewReducer,
    kind === 'pdf' ? initialView : { ...initialView, pages: 1 },
  );
  const fetched = useFileBlob(file.url);
  const blob = fetched.status === 'ready' ? fetched.blob : null;
  const onDownload = blob ? () => saveBlob(blob, file.name) : null;

  let body: ReactNode;
  if (fetched.status === 'loading')
    body = <Loader role="status" mx="auto" aria-label={PREVIEW_TEXTS.loading} />;
  else if (fetched.status === 'failed')
    body = (
      <Alert color="red" role="alert">
        {fetched.message}
      </Alert>
    );
  else if (kind === 'pdf') body = <PdfBody blob={fetched.blob} file={file} view={view} dispatch={dispatch} />;
  else if (kind === 'image') body = <ImageBody blob={fetched.blob} file={file} view={view} />;
  else body = <Text>{PREVIEW_TEXTS.notPreviewable}</Text>;

  return (
    <Stack gap="sm">
      <PreviewControls
        view={view}
        dispatch={dispatch}
        paged={kind === 'pdf'}
        viewable={blob !== null && kind !== 'other'}
        onDownload={onDownload}
      />
      {/* Focusable so keyboard users can scroll a zoomed file. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (axe scrollable-region-focusable) */}
      <section className={classes.stage} aria-label={file.name} tabIndex={0}>
        {body}
      </section>
    </Stack>
  );
}

type BodyProps = {
  blob: Blob;
  file: PreviewFile;
  view: { scale: number; rotation: number; page: number };
};

function ImageBody({ blob, file, view }: BodyProps) {
  const src = useObjectUrl(blob);
  if (!src) return null;
  return <ImageView src={src} name={file.name} scale={view.scale} rotation={view.rotation} />;
}

function PdfBody({
  blob,
  file,
  view,
  dispatch,
}: BodyProps & { dispatch: Dispatch<{ type: 'loaded'; pages: number }> }) {
  const pdf = usePdfDocument(blob);
  const onPages = useCallback((pages: number) => dispatch({ type: 'loaded', pages }), [dispatch]);
  if (pdf.status === 'loading') return <Loader role="status" mx="auto" aria-label={PREVIEW_TEXTS.loading} />;
  if (pdf.status === 'failed') return <Text role="alert">{pdf.message}</Text>;
  return (
    <PdfView
      doc={pdf.doc}
      name={file.name}
      page={view.page}
      scale={view.scale}
      rotation={view.rotation}
      onPages={onPages}
    />
  );
}
