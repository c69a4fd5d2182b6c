import { parentPort } from 'node:worker_threads';
import { quoteDocumentSchema } from '@portal/domain/quote-document';
import { renderQuotePdf } from './render-quote-pdf.ts';

/** One render request from the server thread, and its answer. */
export type RenderJob = { id: number; document: unknown };
export type RenderResult = { id: number; pdf: Uint8Array } | { id: number; error: string };

// Renders one quote PDF at a time, off the thread that answers requests (issue 12 item 2).
parentPort?.on('message', async (job: RenderJob) => {
  try {
    const pdf = await renderQuotePdf(quoteDocumentSchema.parse(job.document));
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    parentPort?.postMessage({ id: job.id, pdf: bytes } satisfies RenderResult);
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: String(error) } satisfies RenderResult);
  }
});
