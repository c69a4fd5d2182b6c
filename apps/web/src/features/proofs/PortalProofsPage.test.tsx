// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { type ProofView, proofsIndexAnswer } from '@portal/domain/proofs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session.ts';
import { theme } from '../../lib/theme.ts';
import { stubDocumentFonts } from '../../testing/document-fonts.ts';
import { proofView } from '../../testing/proof-view.ts';
import { serve } from '../../testing/serve.ts';
import { PortalProofsPage } from './PortalProofsPage.tsx';

/** Quote 7: the front's v2 awaits an answer (its v1 was replaced); the back's v1 was approved. */
const page = (frontState: ProofView['state']) =>
  proofsIndexAnswer.parse({
    quote_id: 7,
    quote_label: 'Crew tees',
    checklist: ['Spelling', 'Colours'],
    decorations: [
      {
        row_id: 'd1',
        label: 'Front · EMB',
        position: 'Front',
        process: 'EMB',
        state: frontState,
        current_proof_id: 12,
        overridden: false,
        previous_approval: null,
      },
      {
        row_id: 'd2',
        label: 'Back · SP',
        position: 'Back',
        process: 'SP',
        state: 'approved',
        current_proof_id: 13,
        overridden: false,
        previous_approval: null,
      },
    ],
    proofs: [
      proofView({ state: 'superseded' }),
      proofView({
        id: 12,
        version: 2,
        state: frontState,
        file: { name: 'front-2.png', sha256: 'b'.repeat(64), type: 'png', size: 120 },
      }),
      proofView({
        id: 13,
        row_id: 'd2',
        decoration: 'Back · SP',
        state: 'approved',
        answers: [
          {
            kind: 'approved',
            name: 'Casey Client',
            note: '',
            checklist: [],
            pins: [],
            sha256: 'a'.repeat(64),
            file_id: null,
            at: '2026-11-21T01:00:00.000Z',
          },
        ],
      }),
    ],
    gate: { ok: false, blocked: ['Front · EMB'] },
  });

beforeAll(stubDocumentFonts);
beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:proof', revokeObjectURL: () => {} }),
  );
  setSession('customer-token', {
    id: 5,
    firstname: 'Casey',
    lastname: 'Client',
    email: 'customer@example.com',
    role: 'customer',
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={['/requests/proofs/7']}>
          <Routes>
            <Route path="/requests/proofs/:id" element={<PortalProofsPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

describe("the customer's proof page in the portal", () => {
  it('shows each decoration’s current proof with its spec, and approves the version on screen', async () => {
    let answered = false;
    const server = serve({
      'GET /api/proofs/index/7': () => ({ status: 200, data: page(answered ? 'approved' : 'sent') }),
      'GET /api/proofs/file/12': { status: 200, data: 'png' },
      'GET /api/proofs/file/13': { status: 200, data: 'png' },
      'POST /api/proofs/approve/12': () => {
        answered = true;
        return {
          status: 200,
          data: { message: 'Thank you. The proof is approved.', proof: page('approved').proofs[1] },
        };
      },
    });
    renderPage();
    // The proofs stay hidden, the spinner over their space, until the first picture has loaded,
    // so it cannot push the forms down as the customer reads them.
    const picture = await screen.findByAltText('Proof of Front · EMB, version 2');
    expect(screen.queryByRole('region', { name: 'Front · EMB (v2)' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading the proofs' })).toBeTruthy();
    fireEvent.load(picture);
    const front = await screen.findByRole('region', { name: 'Front · EMB (v2)' });
    expect(screen.queryByRole('status', { name: 'Loading the proofs' })).toBeNull();
    // The replaced v1 is not offered; the approved back says who approved it.
    expect(screen.queryByRole('region', { name: 'Front · EMB (v1)' })).toBeNull();
    const back = screen.getByRole('region', { name: 'Back · SP (v1)' });
    expect(within(back).getByText(/^Approved by Casey Client on /)).toBeTruthy();
    expect(within(front).getByText('80 × 40 mm')).toBeTruthy();
    await within(front).findByRole('img', { name: 'Proof of Front · EMB, version 2' });

    // The portal knows who asks for changes, so only approving asks for a name.
    expect(within(front).getAllByLabelText(/Your full name/)).toHaveLength(1);
    const approve = within(front).getByRole('form', { name: 'Approve Front · EMB' });
    fireEvent.click(within(approve).getByLabelText('Spelling'));
    fireEvent.click(within(approve).getByLabelText('Colours'));
    fireEvent.change(within(approve).getByLabelText(/Your full name/), { target: { value: 'Casey Client' } });
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));

    await within(front).findByText('Approved', { selector: '.mantine-Badge-label' });
    expect(server.to('POST /api/proofs/approve/12')[0]?.body).toEqual({
      sha256: 'b'.repeat(64),
      name: 'Casey Client',
      checklist: [
        { item: 'Spelling', checked: true },
        { item: 'Colours', checked: true },
      ],
    });
  });

  it("offers a reorder's unchanged decoration its earlier approval, re-confirmed with one click", async () => {
    let confirmed = false;
    const approval = (changed: string[]) => ({
      quote_id: 3,
      proof_id: 40,
      version: 4,
      approved_at: '2026-03-02T23:30:00.000Z',
      approved_on: '2026-03-03',
      file_name: 'front.png',
      changed,
    });
    const reorder = () =>
      proofsIndexAnswer.parse({
        ...page('sent'),
        decorations: [
          {
            ...page('sent').decorations[0],
            state: 'none',
            current_proof_id: null,
            previous_approval: confirmed ? null : approval([]),
          },
          {
            ...page('sent').decorations[1],
            state: 'none',
            current_proof_id: null,
            previous_approval: approval(['size']),
          },
        ],
        proofs: [],
      });
    const server = serve({
      'GET /api/proofs/index/7': () => ({ status: 200, data: reorder() }),
      'POST /api/proofs/opened/7': { status: 200, data: { recorded: true } },
      'POST /api/proofs/reconfirm/7': () => {
        confirmed = true;
        return { status: 200, data: { message: 'Thank you.', proof: page('approved').proofs[1] } };
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'Front · EMB: approved on 03/03/2026 (v4) for Q3 (front.png). Nothing has changed since, so it can be re-confirmed.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Back · SP: approved on 03/03/2026 (v4) for Q3 (front.png). The size changed since, so it needs a new proof.',
      ),
    ).toBeTruthy();
    // A changed decoration offers no button: it waits for a new proof.
    expect(screen.queryByRole('button', { name: 'Re-confirm the artwork of Back · SP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Re-confirm the artwork of Front · EMB' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Re-confirm the artwork of Front · EMB' })).toBeNull(),
    );
    expect(server.to('POST /api/proofs/reconfirm/7')[0]?.body).toEqual({ row_id: 'd1' });
    expect(server.to('POST /api/proofs/opened/7')).toHaveLength(1);
  });

  it("says the server's refusal when the quote is not the customer's", async () => {
    serve({ 'GET /api/proofs/index/7': { status: 404, data: 'Quote not found' } });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Quote not found');
  });
});
