import { pdfCache } from '../../../lib/pdf-cache.ts';
import type { PdfRenderer } from '../../../lib/pdf-rendering.ts';
import { workerLane } from './worker-lane.ts';

/**
 * Quote PDFs and artwork thumbnails, each drawn in a worker thread of its own. They are kept
 * apart because pdfjs (which draws a PDF artwork's thumbnail) loads core-js polyfills that
 * replace Array.prototype.push in its thread with a slower one in JavaScript: a quote PDF drawn
 * in that thread took half as long again (pdfkit pushes for every word it sets).
 */
export function startPdfRenderer(): PdfRenderer {
  const documents = workerLane('the quote PDF');
  const pictures = workerLane('the artwork thumbnail');
  // Thumbnails are a few kB each; 16 MB keeps thousands, and a miss only costs one drawing.
  const thumbnails = pdfCache(16 * 1024 * 1024);

  return {
    render: (sources, images = { thumbnails: [] }) => documents.send({ kind: 'render', sources, images }),
    renderKept: (document, images, record) =>
      documents.send({ kind: 'render-kept', document, images, record }),
    thumbnail: async (key, type, load) => {
      let made = thumbnails.get(key);
      if (!made) {
        const bytes = await load();
        if (!bytes) return null;
        made = await pictures.send({ kind: 'thumbnail', type, bytes });
        thumbnails.set(key, made);
      }
      return made.length ? made : null;
    },
    close: async () => {
      await Promise.all([documents.close(), pictures.close()]);
    },
  };
}
