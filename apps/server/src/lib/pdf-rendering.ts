import type { QuoteDocument } from '@portal/domain/quote-document';
import type { ThumbnailSource } from './thumbnail-source.ts';

// What the app's context promises about the quote PDF's renderer, kept below the modules so the
// context names no module: the quotes module draws, app.ts starts it and hands it to every module.

/** The pictures sent with a render: the logo and artwork thumbnails as PNG or JPEG bytes. */
export type JobImages = { logo?: Uint8Array; thumbnails: [number, Uint8Array][] };

/** A record drawn above the quote's lines: its heading and one label and value a row. */
export type PdfRecord = { title: string; rows: { label: string; value: string }[] };

/**
 * Renders quote PDFs; the real one draws in a worker thread, so the server keeps answering. With
 * a record (an acceptance's), the same document is drawn with that record above its lines.
 */
export type PdfRenderer = {
  render: (document: QuoteDocument, images?: JobImages, record?: PdfRecord) => Promise<Buffer>;
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
