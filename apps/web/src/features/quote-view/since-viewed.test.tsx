// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { customerQuoteRead } from '@portal/domain/quote';
import { compareRevisions, customerRevision } from '@portal/domain/revisions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session.ts';
import { theme } from '../../lib/theme.ts';
import { stubDocumentFonts } from '../../testing/document-fonts.ts';
import { serve } from '../../testing/serve.ts';
import { QuoteViewPage } from './QuoteViewPage.tsx';

const tees = (qty: number) => [
  {
    category_info: { name: 'Uniforms' },
    items: [
      {
        id: 'p1',
        type: 'product',
        code: 'JB-TEE',
        description: 'Cotton tee',
        colour: 'Navy',
        size: 'M',
        qty,
        price: 12.5,
      },
    ],
    groups: [],
  },
];
const r1 = customerRevision(tees(10), { label: 'Crew tees' });
const r2 = customerRevision(tees(20), { label: 'Crew tees' });

/** A customer's GET /quotes/edit/7 at R2, after they viewed R1 on 12/11/2026. */
const answer = customerQuoteRead.parse({
  quote: { ...r2.quote, id: 7, revision: 2, status: 'Sent', valid_to: '2026-12-24' },
  priced: r2.priced,
  hash: 'a'.repeat(64),
  since_viewed: { revision: 1, viewed_on: '12/11/2026', compared_with: 2, changes: compareRevisions(r1, r2) },
});

beforeAll(stubDocumentFonts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the quote view page, for a customer', () => {
  it('shows what changed since the revision they last viewed, above the quote', async () => {
    serve({
      'GET /api/quotes/edit/7': { status: 200, data: answer },
      // No proof sent yet: the page offers no PROOFS button.
      'GET /api/proofs/index/7': {
        status: 200,
        data: {
          quote_id: 7,
          quote_label: 'Crew tees',
          checklist: [],
          decorations: [],
          proofs: [],
          gate: { ok: true, blocked: [] },
        },
      },
    });
    setSession('customer-token', {
      id: 5,
      firstname: 'Casey',
      lastname: 'Client',
      email: 'customer@example.com',
      role: 'customer',
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider theme={theme}>
          <MemoryRouter initialEntries={['/requests/view/7']}>
            <Routes>
              <Route path="/requests/view/:id" element={<QuoteViewPage />} />
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const heading = await screen.findByRole('heading', {
      name: 'Changed since R1, which you viewed on 12/11/2026',
    });
    const items = screen.getByRole('heading', { name: 'Uniforms' });
    expect(screen.queryByRole('link', { name: /PROOFS/ })).toBeNull();
    // The comparison comes before the quote's own lines.
    expect(heading.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
