import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PDFJS_DATA_FOLDERS, pdfjsDataPath } from './pdf-assets.ts';

// pdfjs itself needs a canvas and a worker (the browser tests and bench/pdf-first-page.ts draw
// real PDFs); here a stand-in records what the preview asks of it.
const pdfjs = vi.hoisted(() => ({
  getDocument: vi.fn((_options: Record<string, unknown>) => ({
    promise: Promise.resolve({ numPages: 1 }),
    destroy: vi.fn(async () => undefined),
  })),
  GlobalWorkerOptions: { workerSrc: '' },
}));
vi.mock('pdfjs-dist', () => ({ ...pdfjs, version: '9.8.7' }));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.min-abc.mjs' }));

const { openPdf } = await import('./pdf-document.ts');

describe('opening a PDF with pdfjs', () => {
  it('runs the worker from our own assets', () => {
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toBe('/assets/pdf.worker.min-abc.mjs');
  });

  it('takes standard fonts and packed CMaps from our own origin, versioned, and never evaluates script', async () => {
    const handle = openPdf(new Uint8Array([1, 2, 3]));
    await handle.promise;
    expect(pdfjs.getDocument).toHaveBeenCalledWith(
      expect.objectContaining({
        standardFontDataUrl: '/assets/pdfjs-9.8.7/standard_fonts/',
        cMapUrl: '/assets/pdfjs-9.8.7/cmaps/',
        cMapPacked: true,
        isEvalSupported: false,
        enableXfa: false,
      }),
    );
  });
});

describe("pdfjs's data folders", () => {
  const pdfjsRoot = path.resolve(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist')), '..');

  it('exist in the installed pdfjs-dist, as the build copies them (vite.config.ts)', () => {
    // The fonts pdfjs asks for by name when a PDF does not embed them, and the CMap of CJK text.
    expect(fs.existsSync(path.join(pdfjsRoot, 'standard_fonts/FoxitSymbol.pfb'))).toBe(true);
    expect(fs.existsSync(path.join(pdfjsRoot, 'standard_fonts/LiberationSans-Regular.ttf'))).toBe(true);
    expect(fs.existsSync(path.join(pdfjsRoot, 'cmaps/UniJIS-UCS2-H.bcmap'))).toBe(true);
    for (const folder of PDFJS_DATA_FOLDERS)
      expect(fs.statSync(path.join(pdfjsRoot, folder)).isDirectory(), folder).toBe(true);
  });

  it('sit under assets/, which the server caches for good, with the trailing slash pdfjs requires', () => {
    expect(pdfjsDataPath('5.5.207', 'cmaps')).toBe('assets/pdfjs-5.5.207/cmaps/');
  });
});
