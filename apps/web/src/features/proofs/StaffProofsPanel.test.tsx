// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { PROOF_MESSAGES, proofsIndexAnswer } from '@portal/domain/proofs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session.ts';
import { theme } from '../../lib/theme.ts';
import { serve } from '../../testing/serve.ts';
import { StaffProofsPanel } from './StaffProofsPanel.tsx';

const labels = Array.from({ length: 20 }, (_, i) => `Position ${i + 1} · EMB`);
/** Quote 7 with twenty embroidered positions and no proof yet. */
const twentyWithoutProofs = proofsIndexAnswer.parse({
  quote_id: 7,
  quote_label: 'Big order',
  checklist: [],
  decorations: labels.map((label, i) => ({
    row_id: `d${i + 1}`,
    label,
    position: `Position ${i + 1}`,
    process: 'EMB',
    state: 'none',
    current_proof_id: null,
    overridden: false,
    previous_approval: null,
  })),
  proofs: [],
  gate: { ok: false, blocked: labels },
});

/** Staff's panel of quote 7, as the editor shows it; `written` hears of the quote written by a send. */
const renderPanel = (written: (message: string) => void = () => {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <StaffProofsPanel
            quoteId={7}
            ownerId={5}
            uploadRow={null}
            uploadDesign={null}
            onUploadRow={() => {}}
            onQuoteWritten={written}
          />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  setSession('staff-token', {
    id: 1,
    firstname: 'Sam',
    lastname: 'Staff',
    email: 'a@example.com',
    role: 'admin',
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe("staff's proofs panel beside the editor", () => {
  it('lists the first twelve decorations of a big order, the rest on asking, and names five in the gate', async () => {
    serve({ 'GET /api/proofs/index/7': { status: 200, data: twentyWithoutProofs } });
    renderPanel();
    const more = await screen.findByRole('button', { name: 'Show all 20 decorations (8 more)' });
    expect(screen.getAllByRole('button', { name: /^Add a proof for / })).toHaveLength(12);
    expect(
      screen.getByText(
        'Not approved yet: Position 1 · EMB; Position 2 · EMB; Position 3 · EMB; Position 4 · EMB; Position 5 · EMB and 15 more.',
      ),
    ).toBeTruthy();

    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getAllByRole('button', { name: /^Add a proof for / })).toHaveLength(20);
    const fewer = screen.getByRole('button', { name: 'Show the first 12 decorations' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
  });

  it('tells the editor when a send added an artwork fee, so the quote is read again', async () => {
    const front = { row_id: 'd1', label: 'Front · EMB', position: 'Front', process: 'EMB' };
    const draft = {
      id: 31,
      quote_id: 7,
      ...front,
      decoration: front.label,
      version: 3,
      state: 'draft',
      file: { name: 'front-v3.png', sha256: 'a'.repeat(64), type: 'png', size: 2048 },
      spec: {
        stitch_count: 6500,
        width_mm: 90,
        height_mm: 40,
        colours: ['Navy'],
        placement_note: '',
        garment_colours: [],
      },
      spec_text: '',
      created_at: '2026-12-01T00:00:00.000Z',
      sent_at: null,
      answers: [],
    };
    const fee = 'Artwork fee: Front · EMB v3, round 3 (2 included), $35.00 ex GST';
    serve({
      'GET /api/proofs/index/7': {
        status: 200,
        data: proofsIndexAnswer.parse({
          quote_id: 7,
          quote_label: 'Third round',
          checklist: [],
          decorations: [
            { ...front, state: 'draft', current_proof_id: 31, overridden: false, previous_approval: null },
          ],
          proofs: [draft],
          gate: { ok: false, blocked: [front.label] },
        }),
      },
      'POST /api/proofs/send/7': {
        status: 200,
        data: { message: PROOF_MESSAGES.sentWithFees(1), sent: [31], fees: [fee], waived: 0 },
      },
    });
    const written = vi.fn();
    renderPanel(written);
    fireEvent.click(await screen.findByRole('button', { name: 'Send proofs' }));
    expect((await screen.findByRole('status')).textContent).toBe(PROOF_MESSAGES.sentWithFees(1));
    expect(written).toHaveBeenCalledWith(PROOF_MESSAGES.feeAddedReload);
  });
});
