// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { HANDOFF_MESSAGES, type WfmWorkAnswer, type WfmWorkEntry } from '@portal/domain/handoff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../../testing/serve.ts';
import { pollWhileWorking, WFM_WORK_POLL_MS } from './api/wfmWork.ts';
import { WfmWorkList } from './WfmWorkList.tsx';

const entry = (over: Partial<WfmWorkEntry>): WfmWorkEntry => ({
  id: 1,
  kind: 'delete',
  supplier: 'AS',
  state: 'waiting',
  done: 0,
  total: null,
  counts: null,
  error: null,
  created_at: '2026-03-01T01:00:00.000Z',
  ...over,
});

const show = (answer: WfmWorkAnswer) => {
  serve({ 'GET /api/uploadproducts/wfmwork': { status: 200, data: answer } });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <WfmWorkList />
      </MantineProvider>
    </QueryClientProvider>,
  );
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the WFM tab’s work', () => {
  it('lists each piece of work: what, supplier, state, progress, what a fetch found and why one failed', async () => {
    show({
      configured: true,
      work: [
        entry({
          id: 3,
          kind: 'fetch',
          supplier: '',
          state: 'sent',
          done: 17,
          total: 17,
          counts: { AS: 12, PW: 5 },
        }),
        entry({ id: 2, state: 'waiting', done: 40, total: 120 }),
        entry({ id: 1, supplier: 'PW', state: 'failed', error: 'WorkflowMax refused the key' }),
      ],
    });
    const rows = (await screen.findAllByRole('row')).slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.map((row) => row.slice(0, 6))).toEqual([
      ['Fetch data', 'All', 'Sent', '17 of 17', 'AS: 12PW: 5', ''],
      ['Delete supplier products', 'AS', 'Waiting', '40 of 120', '—', ''],
      ['Delete supplier products', 'PW', 'Failed', '—', '—', 'WorkflowMax refused the key'],
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AS: 12', 'PW: 5']);
    expect(screen.queryByText(HANDOFF_MESSAGES.workWaiting)).toBeNull();
  });

  it('says the work waits on the Outbox page while WorkflowMax is not set up', async () => {
    show({ configured: false, work: [entry({})] });
    expect(await screen.findByText(HANDOFF_MESSAGES.workWaiting)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Waiting' })).toBeTruthy();
  });

  it('asks again every two seconds only while work is under way', () => {
    expect(pollWhileWorking({ configured: true, work: [entry({ state: 'waiting' })] })).toBe(
      WFM_WORK_POLL_MS,
    );
    expect(pollWhileWorking({ configured: true, work: [entry({ state: 'sent' })] })).toBe(false);
    expect(pollWhileWorking({ configured: false, work: [entry({ state: 'waiting' })] })).toBe(false);
    expect(pollWhileWorking(undefined)).toBe(false);
  });
});
