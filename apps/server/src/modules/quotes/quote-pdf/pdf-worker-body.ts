import { parentPort } from 'node:worker_threads';
import { quoteDocumentSchema } from '@portal/domain/quote-document';
import type { JobImages, PdfRecord, QuoteDocumentSources } from '../../../lib/pdf-rendering.ts';
import type { ThumbnailSource } from '../../../lib/thumbnail-source.ts';
import { customerDocumentFrom } from '../customer-document-from.ts';
import { artworkThumbnail } from './artwork-thumbnail.ts';
import { renderQuotePdf } from './render-quote-pdf.ts';

/**
 * One request from the server thread: make a quote's customer document from its sources and draw
 * it, or make one artwork thumbnail.
 */
export type RenderJob =
  | { id: number; kind: 'render'; sources: QuoteDocumentSources; images: JobImages }
  | { id: number; kind: 'render-kept'; document: unknown; images: JobImages; record: PdfRecord }
  | { id: number; kind: 'thumbnail'; type: ThumbnailSource; bytes: Uint8Array };
/** Its answer: the bytes made (an empty thumbnail: the file could not be drawn), or why not. */
export type RenderResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function run(job: RenderJob): Promise<Buffer> {
  if (job.kind === 'thumbnail') return (await artworkThumbnail(job.type, job.bytes)) ?? Buffer.alloc(0);
  const pictures = {
    ...(job.images.logo ? { logo: asBuffer(job.images.logo) } : {}),
    thumbnails: new Map(job.images.thumbnails.map(([id, bytes]) => [id, asBuffer(bytes)])),
  };
  // A kept document (an acceptance's) is drawn as it was, checked against the strict schema.
  if (job.kind === 'render-kept')
    return renderQuotePdf(quoteDocumentSchema.parse(job.document), { ...pictures, record: job.record });
  // The document is redacted, priced and checked against its strict schema here, not on the
  // thread that answers requests.
  return renderQuotePdf(customerDocumentFrom(job.sources), pictures);
}

// Draws quote PDFs and thumbnails one at a time, off the thread that answers requests.
parentPort?.on('message', async (job: RenderJob) => {
  try {
    const out = await run(job);
    const bytes = new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
    parentPort?.postMessage({ id: job.id, bytes } satisfies RenderResult);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: String(error) } satisfies RenderResult);
  }
});
