import { MESSAGES } from '@portal/domain/messages';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import type { PdfHandle } from './pdf-document.ts';
import { PREVIEW_TEXTS } from './texts.ts';

export type PdfDocumentState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; doc: PDFDocumentProxy };

/**
 * Parses the fetched PDF. pdfjs itself is imported here, on the first PDF opened, so image
 * previews and every other page of the portal never load it. The document (and its worker) is
 * destroyed when the preview closes or shows another file.
 */
export function usePdfDocument(blob: Blob): PdfDocumentState {
  const [state, setState] = useState<PdfDocumentState>({ status: 'loading' });
  useEffect(() => {
    let gone = false;
    let handle: PdfHandle | null = null;
    setState({ status: 'loading' });
    const open = async () => {
      let openPdf: (data: Uint8Array) => PdfHandle;
      try {
        ({ openPdf } = await import('./pdf-document.ts'));
      } catch {
        // The viewer's code did not arrive: a network failure in the spec's words.
        if (!gone) setState({ status: 'failed', message: MESSAGES.genericFailure });
        return;
      }
      try {
        const data = new Uint8Array(await blob.arrayBuffer());
        if (gone) return;
        handle = openPdf(data);
        const doc = await handle.promise;
        if (!gone) setState({ status: 'ready', doc });
      } catch {
        if (!gone) setState({ status: 'failed', message: PREVIEW_TEXTS.unreadablePdf });
      }
    };
    void open();
    return () => {
      gone = true;
      void handle?.destroy();
    };
  }, [blob]);
  return state;
}
