// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { inertJson } from '@portal/domain';
import { PROOF_LINK_ANSWER_ELEMENT_ID, type ProofPage, proofStatusAnswer } from '@portal/domain/proofs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme.ts';
import { stubDocumentFonts } from '../../testing/document-fonts.ts';
import { proofView } from '../../testing/proof-view.ts';
import { serve } from '../../testing/serve.ts';
import { ProofLinkPage } from './ProofLinkPage.tsx';

const TOKEN = 'mailed-token';

/** Quote 7's one proof, a picture awaiting an answer. */
const page = (): ProofPage =>
  proofStatusAnswer.parse({
    quote_id: 7,
    quote_label: 'Crew tees',
    checklist: ['Spelling'],
    decorations: [
      {
        row_id: 'd1',
        label: 'Front · EMB',
        position: 'Front',
        process: 'EMB',
        state: 'sent',
        current_proof_id: 12,
        overridden: false,
        previous_approval: null,
      },
    ],
    proofs: [proofView({ id: 12 })],
  });

/** The page as the server serves it, with the status call's answer for `token` in its head. */
function servedWithAnswer(token: string, answer: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PROOF_LINK_ANSWER_ELEMENT_ID;
  element.textContent = inertJson({ token, answer });
  document.head.append(element);
}

/** A status call held back until the test lets it answer, as on a slow phone network. */
function heldStatusCall() {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const server = serve({
    'POST /api/proofs/fetchstatus': async () => {
      await answered;
      return { status: 200, data: page() };
    },
  });
  return { server, answer };
}

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={[`/proofs?token=${TOKEN}`]}>
          <Routes>
            <Route path="/proofs" element={<ProofLinkPage />} />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

beforeAll(stubDocumentFonts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById(PROOF_LINK_ANSWER_ELEMENT_ID)?.remove();
});

describe('the mailed proof page', () => {
  it('draws the proofs from the answer the served page carries, and still calls, which records the opening', async () => {
    servedWithAnswer(TOKEN, page());
    const { server, answer } = heldStatusCall();
    renderPage();
    // Drawn while the status call is still on its way.
    fireEvent.load(await screen.findByAltText('Proof of Front · EMB, version 1'));
    expect(await screen.findByRole('region', { name: 'Front · EMB (v1)' })).toBeTruthy();
    expect(server.to('POST /api/proofs/fetchstatus')).toEqual([
      { method: 'POST', url: '/api/proofs/fetchstatus', body: { token: TOKEN } },
    ]);
    // The page carried one reading, taken once.
    expect(document.getElementById(PROOF_LINK_ANSWER_ELEMENT_ID)).toBeNull();
    answer();
  });

  it("waits for the call when the served answer is another link's, or not an answer", async () => {
    for (const [token, served] of [
      ['another-token', page()],
      [TOKEN, { quote_id: 'seven' }],
    ] as const) {
      servedWithAnswer(token, served);
      const { answer } = heldStatusCall();
      renderPage();
      expect(await screen.findByRole('status', { name: 'Loading the proofs' })).toBeTruthy();
      expect(screen.queryByAltText('Proof of Front · EMB, version 1')).toBeNull();
      answer();
      fireEvent.load(await screen.findByAltText('Proof of Front · EMB, version 1'));
      expect(await screen.findByRole('region', { name: 'Front · EMB (v1)' })).toBeTruthy();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
