import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type RefObject, useEffect, useState } from 'react';

/** pdfjs's own default cap: larger canvases fail to allocate in some browsers. */
const MAX_CANVAS_PIXELS = 2 ** 24;

export type PageRender = 'drawing' | 'drawn' | 'failed';

/**
 * Draws one page, the current one, into the canvas at the zoom and rotation asked for, sharp on
 * high-density screens. A new page, zoom or rotation, or closing the preview, cancels the
 * drawing under way first, so a slow page never paints over a newer one.
 */
export function usePageRender(
  doc: PDFDocumentProxy,
  page: number,
  scale: number,
  rotation: number,
  canvasRef: RefObject<HTMLCanvasElement | null>,
): PageRender {
  const [state, setState] = useState<PageRender>('drawing');
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let gone = false;
    let task: RenderTask | null = null;
    setState('drawing');
    doc
      .getPage(page)
      .then((pdfPage) => {
        if (gone) return;
        const shown = pdfPage.getViewport({ scale, rotation });
        const density = Math.min(
          window.devicePixelRatio || 1,
          Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, shown.width * shown.height)),
        );
        const viewport = pdfPage.getViewport({ scale: scale * density, rotation });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(shown.width)}px`;
        canvas.style.height = `${Math.floor(shown.height)}px`;
        task = pdfPage.render({ canvas, viewport });
        return task.promise;
      })
      .then(
        () => {
          if (!gone) setState('drawn');
        },
        () => {
          // A cancelled drawing rejects too; only a page that cannot be drawn is a failure.
          if (!gone) setState('failed');
        },
      );
    return () => {
      gone = true;
      task?.cancel();
    };
  }, [doc, page, scale, rotation, canvasRef]);
  return state;
}
