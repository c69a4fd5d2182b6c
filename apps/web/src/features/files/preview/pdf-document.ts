import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, version } from 'pdfjs-dist';
// Vite copies the worker into our own assets: pdfjs reads nothing from a content network, and
// the content security policy (worker-src 'self') allows it.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { type PdfjsDataFolder, pdfjsDataPath } from './pdf-assets.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A data folder of the installed pdfjs as the built app serves it (vite.config.ts copies it). */
const dataUrl = (folder: PdfjsDataFolder) => `${import.meta.env.BASE_URL}${pdfjsDataPath(version, folder)}`;

export type PdfHandle = {
  promise: Promise<PDFDocumentProxy>;
  /** Stops the loading or parsing, ends the worker and frees the document. */
  destroy: () => Promise<void>;
};

/**
 * Opens a PDF from bytes already fetched with the user's token; pdfjs itself fetches only the
 * standard fonts and CMaps a PDF needs, from our own origin (pdf-assets.ts), so a logo set in
 * Helvetica or Symbol without embedding it, or with CJK text, draws with the right glyphs.
 * Script evaluation is off (`isEvalSupported: false`): a PDF's fonts and functions are
 * interpreted, never compiled with `eval`. No wasm decoders are loaded; a PDF that needs them
 * (JPEG 2000, JBIG2) draws with pdfjs's JavaScript fallbacks.
 */
export function openPdf(data: Uint8Array): PdfHandle {
  const task = getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    standardFontDataUrl: dataUrl('standard_fonts'),
    cMapUrl: dataUrl('cmaps'),
    cMapPacked: true,
    // The whole file is in memory already: no range requests, no streaming.
    disableAutoFetch: true,
    disableStream: true,
    disableRange: true,
  });
  return { promise: task.promise, destroy: () => task.destroy() };
}
