import { Loader, Text } from '@mantine/core';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef } from 'react';
import classes from './preview.module.css';
import { PREVIEW_TEXTS } from './texts.ts';
import { usePageRender } from './usePageRender.ts';

/** The current page of an opened PDF; tells the preview the page count once known. */
export function PdfView({
  doc,
  name,
  page,
  scale,
  rotation,
  onPages,
}: {
  doc: PDFDocumentProxy;
  name: string;
  page: number;
  scale: number;
  rotation: number;
  onPages: (pages: number) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = usePageRender(doc, page, scale, rotation, canvasRef);
  useEffect(() => onPages(doc.numPages), [doc, onPages]);
  return (
    <>
      {drawing === 'drawing' && (
        <Loader role="status" size="sm" mx="auto" aria-label={PREVIEW_TEXTS.loading} />
      )}
      {drawing === 'failed' && <Text role="alert">{PREVIEW_TEXTS.unreadablePdf}</Text>}
      <canvas
        ref={canvasRef}
        className={classes.canvas}
        role="img"
        aria-label={PREVIEW_TEXTS.pdfLabel(name, page)}
        // Busy until the page is drawn: assistive technology, tests and benches wait on it.
        aria-busy={drawing === 'drawing'}
      />
    </>
  );
}
