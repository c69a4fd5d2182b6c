// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { orderStepsView } from '@portal/domain/order-progress';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../testing/serve.ts';
import { OrderProgress } from './OrderProgress.tsx';

const wrap = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">{node}</MantineProvider>
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an order's progress", () => {
  it('shows every step in order, with the day each was reached or Not yet', async () => {
    serve({
      'GET /api/quotes/progress/7': {
        status: 200,
        data: {
          quote_id: 7,
          is_order: true,
          steps: orderStepsView([
            { step: 'accepted', reachedAt: new Date('2026-12-01T02:00:00Z') },
            { step: 'in_production', reachedAt: new Date('2026-12-03T02:00:00Z') },
          ]),
        },
      },
    });
    wrap(<OrderProgress quoteId={7} />);
    const region = await screen.findByRole('region', { name: 'Order progress' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Order accepted: done01/12/2026',
      '2Artwork approved: not yetNot yet',
      '✓In production: done03/12/2026',
      '4Dispatched: not yetNot yet',
      '5Completed: not yetNot yet',
      '6Invoice paid: not yetNot yet',
    ]);
  });

  it('says why when the steps cannot be read', async () => {
    serve({ 'GET /api/quotes/progress/8': { status: 404, data: 'Not found' } });
    wrap(<OrderProgress quoteId={8} />);
    expect(await screen.findByText('Not found')).toBeTruthy();
  });
});
