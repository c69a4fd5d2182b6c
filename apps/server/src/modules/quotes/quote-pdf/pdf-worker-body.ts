import { parentPort } from 'node:worker_threads';
import { quoteDocumentSchema } from '@portal/domain/quote-document';
import type { JobImages, PdfRecord } from '../../../lib/pdf-rendering.ts';
import type { ThumbnailSource } from '../../../lib/thumbnail-source.ts';
import { artworkThumbnail } from './artwork-thumbnail.ts';
import { renderQuotePdf } from './render-quote-pdf.ts';

/** One request from the server thread: draw a quote PDF, or make one artwork thumbnail. */
export type RenderJob =
  | { id: number; kind: 'render'; document: unknown; images: JobImages; record?: PdfRecord }
  | { id: number; kind: 'thumbnail'; type: ThumbnailSource; bytes: Uint8Array };
/** Its answer: the bytes made (an empty thumbnail: the file could not be drawn), or why not. */
export type RenderResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function run(job: RenderJob): Promise<Buffer> {
  if (job.kind === 'thumbnail') return (await artworkThumbnail(job.type, job.bytes)) ?? Buffer.alloc(0);
  return renderQuotePdf(quoteDocumentSchema.parse(job.document), {
    ...(job.images.logo ? { logo: asBuffer(job.images.logo) } : {}),
    thumbnails: new Map(job.images.thumbnails.map(([id, bytes]) => [id, asBuffer(bytes)])),
    ...(job.record ? { record: job.record } : {}),
  });
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
