import type { PriceTables } from '@portal/domain/pricing';
import type { QuoteRecord } from '@portal/domain/quote';
import type { DocumentBusiness, QuoteDocument, QuoteParties } from '@portal/domain/quote-document';
import type { ThumbnailSource } from './thumbnail-source.ts';

// What the app's context promises about the quote PDF's renderer, kept below the modules so the
// context names no module: the quotes module draws, app.ts starts it and hands it to every module.

/** The pictures sent with a render: the logo and artwork thumbnails as PNG or JPEG bytes. */
export type JobImages = { logo?: Uint8Array; thumbnails: [number, Uint8Array][] };

/** A record drawn above the quote's lines: its heading and one label and value a row. */
export type PdfRecord = { title: string; rows: { label: string; value: string }[] };

/**
 * What a quote's customer document is made of, as read from the database: the quote as stored,
 * the price tables it was priced with, who it is for and who sends it. The document is a pure
 * function of these, so they name a rendered PDF in the cache as well as the document would.
 */
export type QuoteDocumentSources = {
  record: QuoteRecord;
  tables: PriceTables;
  parties: QuoteParties;
  business: DocumentBusiness;
};

/**
 * Renders quote PDFs; the real one draws in a worker thread, so the server keeps answering.
 * `render` is given the document's sources and makes the customer's document there (redaction,
 * pricing, the document's check), since that work on a large quote costs as much as drawing it.
 * `renderKept` draws a document kept as it was (an acceptance's), with its record above the lines.
 */
export type PdfRenderer = {
  render: (sources: QuoteDocumentSources, images?: JobImages) => Promise<Buffer>;
  renderKept: (document: QuoteDocument, images: JobImages, record: PdfRecord) => Promise<Buffer>;
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
