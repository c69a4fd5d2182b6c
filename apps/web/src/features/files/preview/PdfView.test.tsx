// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../lib/theme.ts';
import { PdfView } from './PdfView.tsx';

/** A one-page stand-in document whose page finishes drawing when the test says so. */
function documentDrawnBy() {
  let finish: (drawn: boolean) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = (drawn) => (drawn ? resolve() : reject(new Error('cannot draw')));
  });
  const doc = {
    numPages: 1,
    getPage: async () => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
      render: () => ({ promise: done, cancel: () => undefined }),
    }),
  } as unknown as PDFDocumentProxy;
  return { doc, finish };
}

const show = (doc: PDFDocumentProxy) =>
  render(
    <MantineProvider theme={theme}>
      <PdfView doc={doc} name="Guide.pdf" page={1} scale={1} rotation={0} onPages={() => undefined} />
    </MantineProvider>,
  );

afterEach(cleanup);

describe("a PDF page's drawn state", () => {
  it('is busy while the page draws and not once it is drawn', async () => {
    const { doc, finish } = documentDrawnBy();
    show(doc);
    const page = screen.getByRole('img', { name: 'Page 1 of Guide.pdf' });
    expect(page.getAttribute('aria-busy')).toBe('true');
    finish(true);
    await expect.poll(() => page.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByLabelText('Loading the file')).toBeNull();
  });

  it('is not busy when the page cannot be drawn, and says so', async () => {
    const { doc, finish } = documentDrawnBy();
    show(doc);
    finish(false);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This PDF cannot be shown. Download it to open it.',
    );
    expect(screen.getByRole('img', { name: 'Page 1 of Guide.pdf' }).getAttribute('aria-busy')).toBe('false');
  });
});
