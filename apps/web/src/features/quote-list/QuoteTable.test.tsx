// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuoteTable } from './QuoteTable.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status: status === 200 ? 'success' : 'error', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const show = (props: Parameters<typeof QuoteTable>[0]) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <QuoteTable {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

// The rows themselves are tested in Chromium (e2e/tests/quote-list.spec.ts): happy-dom lays
// nothing out, so the virtual rows have no room to draw in.
describe('QuoteTable', () => {
  it("asks the server for the first slice of the open tab, one client's when given", async () => {
    const fetch = vi.fn(async () => answer(200, { offset: 0, total: 0, rows: [] }));
    vi.stubGlobal('fetch', fetch);
    show({ kind: 'orders', admin: true, userid: 7 });
    await screen.findByText('No orders found.');
    expect(String(fetch.mock.calls[0]?.at(0))).toBe(
      '/api/quotes/orders/window?userid=7&sort=id&dir=desc&archive=0&offset=0&limit=100',
    );
  });

  it("asks staff's Jobs tab for the hand-offs of the orders loaded, in one call, and heads their columns", async () => {
    const row = (id: number) => ({
      id,
      user_id: 7,
      label: `Order ${id}`,
      client_label: '',
      revision: 1,
      status: 'Completed Quote',
      order_status: 'Requested Order',
      price: 100,
      valid_to: '2026-12-01',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      archive: false,
      wfm_id: '',
      has_logo: false,
      company: 'Acme',
      version: 1,
    });
    const fetch = vi.fn(async (url: string) =>
      url.startsWith('/api/quotes/handoffs')
        ? answer(200, [])
        : answer(200, { offset: 0, total: 2, rows: [row(12), row(11)] }),
    );
    vi.stubGlobal('fetch', fetch);
    show({ kind: 'orders', admin: true, userid: 7, handoff: true });
    expect(await screen.findByRole('columnheader', { name: 'Job and invoice' })).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.map((call) => String(call.at(0)))).toContain('/api/quotes/handoffs?ids=12,11'),
    );
    expect(
      fetch.mock.calls.filter((call) => String(call.at(0)).startsWith('/api/quotes/handoffs')),
    ).toHaveLength(1);
  });

  it('shows no job and invoice column outside the Jobs tab', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { offset: 0, total: 0, rows: [] })),
    );
    show({ kind: 'orders', admin: true, userid: 7 });
    await screen.findByText('No orders found.');
    expect(screen.queryByRole('columnheader', { name: 'Job and invoice' })).toBeNull();
  });

  it('says when a search matched more quotes than the list shows, and how to see the rest', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { offset: 0, total: 1000, more: true, rows: [] })),
    );
    show({ kind: 'quotes', admin: true });
    const note = await screen.findByText(
      'More than 1,000 quotes match this search. The first 1,000 are shown: add words to narrow it.',
    );
    expect(note.getAttribute('role')).toBe('status');
  });

  it("says 'Failed to fetch data. Please try again later.' when the list cannot load", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(500, 'boom')),
    );
    show({ kind: 'quotes', admin: true });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to fetch data. Please try again later.'),
    );
  });
});
