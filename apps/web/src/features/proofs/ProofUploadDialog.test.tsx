// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { PROOF_MESSAGES, type ProofDecorationView } from '@portal/domain/proofs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDocumentFonts } from '../../testing/document-fonts.ts';
import { serve } from '../../testing/serve.ts';
import { ProofUploadDialog } from './ProofUploadDialog.tsx';

const decoration = (row_id: string, label: string): ProofDecorationView => ({
  row_id,
  label,
  position: '',
  process: '',
  state: 'none',
  current_proof_id: null,
  overridden: false,
  previous_approval: null,
});
const design = (id: number, file_name: string, extra: Record<string, unknown>) => ({
  id,
  file_name,
  size: 100,
  content_type: 'application/octet-stream',
  type: 'dst',
  production_ready: true,
  created_at: '2026-11-01T00:00:00.000Z',
  url: `/api/files/${id}`,
  production_type: 'emb',
  size_text: '',
  colours: '',
  position: {},
  stitch_count: null,
  sort_order: 0,
  ...extra,
});
/** Client 5's Production tab: one embroidery design. */
const productions = {
  emb: [
    {
      ...design(3, 'crest.dst', { colours: 'Navy 2767, Gold', stitch_count: 9500 }),
      size: '80 x 40mm',
      position: { 'Left Chest': true },
    },
  ],
  screen_print: [],
  digital: [],
  vinyl: [],
  style_guide: null,
  tooltip: '',
};

beforeAll(stubDocumentFonts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (designId: number | null = null) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <ProofUploadDialog
          quoteId={7}
          ownerId={5}
          decorations={[decoration('d1', 'Front · EMB'), decoration('d2', 'Back · SP')]}
          rowId="d2"
          designId={designId}
          onClose={() => {}}
          onAdded={() => {}}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );

describe('adding a proof with its spec', () => {
  it("opens on the row's decoration and fills the spec from a saved design, keeping the garment colours typed", async () => {
    serve({ 'GET /api/productions/index?userid=5': { status: 200, data: productions } });
    open();
    const box = await screen.findByRole('dialog', { name: 'Add a proof for Back · SP' });
    fireEvent.change(within(box).getByLabelText('Garment colours it applies to'), {
      target: { value: 'Black' },
    });
    fireEvent.click(await within(box).findByRole('combobox', { name: 'Fill from a saved design' }));
    fireEvent.click(await screen.findByRole('option', { name: 'crest.dst' }));
    const value = (label: string) => (within(box).getByLabelText(label) as HTMLInputElement).value;
    expect(value('Stitch count')).toBe('9500');
    expect(value('Width (mm)')).toBe('80');
    expect(value('Height (mm)')).toBe('40');
    expect(value('Thread or ink colours')).toBe('Navy 2767, Gold');
    expect(value('Placement note')).toBe('Left Chest');
    expect(value('Garment colours it applies to')).toBe('Black');
  });

  it("starts from the design the decoration's row stitches", async () => {
    serve({ 'GET /api/productions/index?userid=5': { status: 200, data: productions } });
    open(3);
    const box = await screen.findByRole('dialog', { name: 'Add a proof for Back · SP' });
    await waitFor(() =>
      expect((within(box).getByLabelText('Stitch count') as HTMLInputElement).value).toBe('9500'),
    );
    expect(
      (within(box).getByRole('combobox', { name: 'Fill from a saved design' }) as HTMLInputElement).value,
    ).toBe('crest.dst');
  });

  it('asks for the file and for numbers before sending anything', async () => {
    const server = serve({ 'GET /api/productions/index?userid=5': { status: 200, data: productions } });
    open();
    const box = await screen.findByRole('dialog', { name: 'Add a proof for Back · SP' });
    fireEvent.click(within(box).getByRole('button', { name: 'Add proof' }));
    expect((await within(box).findByRole('alert')).textContent).toBe(PROOF_MESSAGES.chooseProofFile);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'back.png', { type: 'image/png' });
    fireEvent.change(box.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [file] },
    });
    fireEvent.change(within(box).getByLabelText('Stitch count'), { target: { value: 'about 9k' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Add proof' }));
    expect((await within(box).findByRole('alert')).textContent).toBe(PROOF_MESSAGES.stitchCountNotNumber);
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
