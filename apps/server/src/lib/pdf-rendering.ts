import type { QuoteDocument } from '@portal/domain/quote-document';
import type { ThumbnailSource } from './thumbnail-source.ts';

// What the app's context promises about the quote PDF's renderer, kept below the modules so the
// context names no module: the quotes module draws, app.ts starts it and hands it to every module.

/** The pictures sent with a render: the logo and artwork thumbnails as PNG or JPEG bytes. */
export type JobImages = { logo?: Uint8Array; thumbnails: [number, Uint8Array][] };

/** Renders quote PDFs; the real one draws in a worker thread, so the server keeps answering. */
export type PdfRenderer = {
  render: (document: QuoteDocument, images?: JobImages) => Promise<Buffer>;
  /**
   * A stored file's thumbnail as PNG, made once per file and kept: `key` names the file's
   * bytes (a file's stored object never changes), `load` reads them on a miss. Null when the
   * file cannot be drawn.
   */
  thumbnail: (
    key: string,
    type: ThumbnailSource,
    load: () => Promise<Uint8Array | null>,
  ) => Promise<Buffer | null>;
  close: () => Promise<void>;
};
