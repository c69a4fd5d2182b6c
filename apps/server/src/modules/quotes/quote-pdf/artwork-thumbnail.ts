import { createRequire } from 'node:module';
import path from 'node:path';
import { type Canvas, createCanvas, loadImage } from '@napi-rs/canvas';
import type { ThumbnailSource } from '../../../lib/thumbnail-source.ts';

const require = createRequire(import.meta.url);

/** The longest side of a thumbnail in pixels: three times the 56 pt it is drawn at, for print. */
export const THUMBNAIL_PIXELS = 168;

const scaleFor = (width: number, height: number) =>
  Math.min(1, THUMBNAIL_PIXELS / Math.max(width, height, 1));

/** A bitmap scaled down to thumbnail size, so a 20 MB photo adds a few kB to the PDF, not 20 MB. */
async function bitmapThumbnail(bytes: Uint8Array): Promise<Canvas> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const scale = scaleFor(image.width, image.height);
  const canvas = createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas;
}

const pdfjsDir = () => path.dirname(require.resolve('pdfjs-dist/package.json'));

/**
 * A PDF's first page drawn by pdf.js (its legacy build runs on Node 20) onto a Skia canvas, with
 * scripts off and pdf.js's own fonts and character maps from the package, so no file reaches
 * out to the network or runs code.
 */
async function pdfThumbnail(bytes: Uint8Array): Promise<Canvas> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    standardFontDataUrl: `${path.join(pdfjsDir(), 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsDir(), 'cmaps')}/`,
    cMapPacked: true,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: THUMBNAIL_PIXELS / Math.max(base.width, base.height, 1) });
    const canvas = createCanvas(
      Math.max(1, Math.ceil(viewport.width)),
      Math.max(1, Math.ceil(viewport.height)),
    );
    const context = canvas.getContext('2d');
    // A PDF page is transparent where nothing is drawn; paper is white.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as never,
      canvasContext: context as never,
      viewport,
    }).promise;
    return canvas;
  } finally {
    await task.destroy();
  }
}

/**
 * A stored artwork file as a small PNG the PDF can embed, or null when it cannot be drawn (a
 * damaged file): the PDF then names the artwork without a picture rather than failing.
 */
export async function artworkThumbnail(type: ThumbnailSource, bytes: Uint8Array): Promise<Buffer | null> {
  try {
    const canvas = type === 'pdf' ? await pdfThumbnail(bytes) : await bitmapThumbnail(bytes);
    return canvas.toBuffer('image/png');
  } catch {
    return null;
  }
}
