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
