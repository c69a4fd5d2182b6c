// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { proofsIndexAnswer } from '@portal/domain/proofs';
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
            />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
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
});
