import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// Vite copies the worker into our own assets: pdfjs reads nothing from a content network, and
// the content security policy (worker-src 'self') allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfHandle = {
  promise: Promise<PDFDocumentProxy>;
  /** Stops the loading or parsing, ends the worker and frees the document. */
  destroy: () => Promise<void>;
};

/**
 * Opens a PDF from bytes already fetched with the user's token, so pdfjs makes no request of
 * its own. Script evaluation is off (`isEvalSupported: false`): a PDF's fonts and functions are
 * interpreted, never compiled with `eval`. No cMaps, standard fonts or wasm decoders are loaded
 * from anywhere; a PDF that needs them draws with pdfjs's fallbacks.
 */
export function openPdf(data: Uint8Array): PdfHandle {
  const task = getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    // The whole file is in memory already: no range requests, no streaming.
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
  });
  return { promise: task.promise, destroy: () => task.destroy() };
}
