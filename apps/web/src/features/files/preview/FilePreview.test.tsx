// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { theme } from '../../../lib/theme.ts';
import { FilePreview } from './FilePreview.tsx';
import type { PreviewFile } from './file-kind.ts';

// pdfjs needs a real canvas and worker: Chromium covers those (the browser tests, once the file
// pages exist). Here a three-page stand-in records what the preview asks of it.
const pdf = vi.hoisted(() => {
  const renders: { page: number; scale: number; rotation: number; cancel: () => void }[] = [];
  const destroy = vi.fn(async () => undefined);
  const openPdf = vi.fn((_data: Uint8Array) => ({
    destroy,
    promise: Promise.resolve({
      numPages: 3,
      getPage: async (page: number) => ({
        getViewport: ({ scale, rotation }: { scale: number; rotation: number }) => ({
          width: 600 * scale,
          height: 800 * scale,
          rotation,
        }),
        render: ({ viewport }: { viewport: { width: number; rotation: number } }) => {
          const cancel = vi.fn();
          renders.push({ page, scale: viewport.width / 600, rotation: viewport.rotation, cancel });
          // Never finishes by itself, like a slow page: only a cancel ends it.
          return { promise: new Promise(() => undefined), cancel };
        },
      }),
    }),
  }));
  return { renders, destroy, openPdf };
});
vi.mock('./pdf-document.ts', () => ({ openPdf: pdf.openPdf }));

const PDF: PreviewFile = { url: '/brands/file/7', name: 'Crew logo.pdf', type: 'application/pdf' };
const PNG: PreviewFile = { url: '/brands/file/8', name: 'Crew logo.png', type: 'image/png' };

const fileAnswer = (type: string) => new Response(new Blob(['file bytes'], { type }), { status: 200 });
const errorAnswer = (status: number, data: string) =>
  new Response(JSON.stringify({ status: 'error', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const show = (file: PreviewFile | null, onClose = () => undefined) =>
  render(
    <MantineProvider theme={theme}>
      <FilePreview file={file} onClose={onClose} />
    </MantineProvider>,
  );

const button = (name: string) => screen.getByRole('button', { name });
const click = (name: string) => fireEvent.click(button(name));

/** happy-dom loads no images: the preview's image is found by its text, then told it loaded. */
const shownImage = async () => {
  const image = await screen.findByAltText('Preview of Crew logo.png');
  fireEvent.load(image);
  return screen.getByRole('img', { name: 'Preview of Crew logo.png' });
};

beforeEach(() => {
  pdf.renders.length = 0;
  pdf.openPdf.mockClear();
  pdf.destroy.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the file Preview on a PDF', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fileAnswer('application/pdf')),
    ),
  );

  it('is a dialog named by the file, with every control a named button', async () => {
    show(PDF);
    const dialog = await screen.findByRole('dialog', { name: 'Crew logo.pdf' });
    const toolbar = await within(dialog).findByRole('toolbar', { name: 'Preview controls' });
    for (const name of ['Zoom out', 'Zoom in', 'Rotate', 'Previous page', 'Next page', 'Download'])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close the preview of Crew logo.pdf' })).toBeTruthy();
  });

  it("fetches the file with the user's token from the API path it was given", async () => {
    setSession('t0k', {
      id: 1,
      firstname: 'Ann',
      lastname: 'Lee',
      email: 'ann@example.com',
      role: 'customer',
    });
    show(PDF);
    await screen.findByText('Page 1 of 3');
    const [url, init] = vi.mocked(globalThis.fetch).mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/brands/file/7');
    expect(init?.headers).toEqual({ Authorization: 'Bearer t0k' });
    clearSession();
    expect(pdf.openPdf).toHaveBeenCalledTimes(1);
  });

  it("shows 'Page x of y' and pages between the first and the last", async () => {
    show(PDF);
    await screen.findByText('Page 1 of 3');
    expect(button('Previous page').hasAttribute('disabled')).toBe(true);
    expect(button('Next page').hasAttribute('disabled')).toBe(false);
    click('Next page');
    click('Next page');
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(button('Next page').hasAttribute('disabled')).toBe(true);
    expect(button('Previous page').hasAttribute('disabled')).toBe(false);
    click('Previous page');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('draws only the current page, from 80%, and cancels a drawing when the view changes', async () => {
    show(PDF);
    await screen.findByText('Page 1 of 3');
    await vi.waitFor(() => expect(pdf.renders).toHaveLength(1));
    expect(pdf.renders[0]).toMatchObject({ page: 1, rotation: 0 });
    expect(pdf.renders[0]?.scale).toBeCloseTo(0.8 * (window.devicePixelRatio || 1));
    expect(screen.getByText('80%')).toBeTruthy();

    click('Zoom in');
    expect(screen.getByText('96%')).toBeTruthy();
    await vi.waitFor(() => expect(pdf.renders).toHaveLength(2));
    expect(pdf.renders[0]?.cancel).toHaveBeenCalled();

    click('Rotate');
    await vi.waitFor(() => expect(pdf.renders).toHaveLength(3));
    expect(pdf.renders[2]?.rotation).toBe(90);

    click('Next page');
    await vi.waitFor(() => expect(pdf.renders).toHaveLength(4));
    expect(pdf.renders[3]).toMatchObject({ page: 2, rotation: 90 });
    expect(pdf.renders.slice(0, 3).every((r) => vi.mocked(r.cancel).mock.calls.length > 0)).toBe(true);
  });

  it('cancels the drawing and frees the document when it closes', async () => {
    const view = show(PDF);
    await vi.waitFor(() => expect(pdf.renders).toHaveLength(1));
    view.rerender(
      <MantineProvider theme={theme}>
        <FilePreview file={null} onClose={() => undefined} />
      </MantineProvider>,
    );
    expect(pdf.renders[0]?.cancel).toHaveBeenCalled();
    expect(pdf.destroy).toHaveBeenCalled();
  });
});

describe('the file Preview on an image', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fileAnswer('image/png')),
    ),
  );

  it('zooms and rotates with no paging', async () => {
    show(PNG);
    const image = await shownImage();
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.queryByText(/^Page /)).toBeNull();
    click('Zoom out');
    expect(screen.getByText('64%')).toBeTruthy();
    click('Rotate');
    expect(image.style.transform).toContain('rotate(90deg)');
    expect(pdf.openPdf).not.toHaveBeenCalled();
  });

  it('offers the file it holds for download under its name', async () => {
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Crew logo.png');
    });
    show(PNG);
    await shownImage();
    click('Download');
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(vi.mocked(globalThis.fetch)).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });
});

describe('the file Preview when the file does not come', () => {
  it("says 'Something was wrong. Try again' on a network failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    show(PDF);
    expect((await screen.findByRole('alert')).textContent).toBe('Something was wrong. Try again');
    expect(button('Download').hasAttribute('disabled')).toBe(true);
    expect(button('Zoom in').hasAttribute('disabled')).toBe(true);
  });

  it("says 'Something was wrong. Try again' on a server failure with no message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    show(PNG);
    expect((await screen.findByRole('alert')).textContent).toBe('Something was wrong. Try again');
  });

  it("shows the server's message when it refuses", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorAnswer(404, 'File not found')),
    );
    show(PDF);
    expect((await screen.findByRole('alert')).textContent).toBe('File not found');
  });
});
