// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { OUTBOX_MESSAGES } from '@portal/domain';
import { HANDOFF_MESSAGES, type OrderHandoffAnswer } from '@portal/domain/handoff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handoffState } from '../../../testing/handoff-states.ts';
import { serve } from '../../../testing/serve.ts';
import { NOT_SET_UP } from '../texts.ts';
import { HandoffLine } from './HandoffLine.tsx';
import { OrderHandoff } from './OrderHandoff.tsx';

const state = handoffState;

const wrap = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        {node}
      </MantineProvider>
    </QueryClientProvider>,
  );

/** A hand-off's line as read, its name (in bold) and its state together: 'Job: Sent J000123'. */
const lineText = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a hand-off beside the order', () => {
  it('names each state in the domain’s words, with the number once there is one', () => {
    wrap(
      <>
        <HandoffLine kind="job" quoteId={12} handoff={state()} />
        <HandoffLine kind="job" quoteId={13} handoff={state({ state: 'waiting', outbox_id: 3 })} />
        <HandoffLine
          kind="job"
          quoteId={14}
          handoff={state({
            state: 'sent',
            number: 'J000123',
            detail: 'In Progress (Embroidery)',
            outbox_id: 4,
          })}
        />
        <HandoffLine
          kind="invoice"
          quoteId={14}
          handoff={state({ state: 'sent', number: 'Q14-R1', detail: 'AUTHORISED', outbox_id: 5 })}
        />
      </>,
    );
    const lines = [...document.querySelectorAll('[data-handoff] > p:first-child')].map((p) => p.textContent);
    expect(lines).toEqual([
      'Job: Not sent',
      'Job: Waiting',
      'Job: Sent J000123 In Progress (Embroidery)',
      'Invoice: Sent Q14-R1 AUTHORISED',
    ]);
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('says a hand-off waits for a service that is not set up', () => {
    wrap(
      <>
        <HandoffLine kind="job" quoteId={12} handoff={state({ state: 'waiting', configured: false })} />
        <HandoffLine kind="invoice" quoteId={12} handoff={state({ state: 'waiting', configured: false })} />
      </>,
    );
    expect(screen.getByText(HANDOFF_MESSAGES.jobWaiting)).toBeTruthy();
    expect(screen.getByText(NOT_SET_UP.invoice)).toBeTruthy();
  });

  it("shows a failed one's reason, and Retry sends its Outbox message again", async () => {
    const server = serve({ 'POST /api/outbox/retry/55': { status: 200, data: OUTBOX_MESSAGES.retrying } });
    wrap(
      <HandoffLine
        kind="invoice"
        quoteId={12}
        handoff={state({ state: 'failed', error: 'Xero refused the contact', outbox_id: 55 })}
      />,
    );
    expect(screen.getByText(lineText('Invoice: Failed'))).toBeTruthy();
    expect(screen.getByText('Xero refused the contact')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry the invoice of Q12' }));
    expect(await screen.findByText(OUTBOX_MESSAGES.retrying)).toBeTruthy();
    expect(server.to('POST /api/outbox/retry/55')).toHaveLength(1);
  });

  it("reads the order's job and invoice, and reads them again after a Retry", async () => {
    let job = state({ state: 'failed', error: 'WorkflowMax said no', outbox_id: 7 });
    const answer = (): OrderHandoffAnswer => ({ quote_id: 12, job, invoice: state() });
    const server = serve({
      'GET /api/quotes/handoff/12': () => ({ status: 200, data: answer() }),
      'POST /api/outbox/retry/7': () => {
        job = state({ state: 'sent', number: 'J000001', outbox_id: 7 });
        return { status: 200, data: OUTBOX_MESSAGES.retrying };
      },
    });
    wrap(<OrderHandoff quoteId={12} />);
    const panel = await screen.findByRole('region', { name: 'Job and invoice' });
    expect(await within(panel).findByText(lineText('Job: Failed'))).toBeTruthy();
    expect(within(panel).getByText(lineText('Invoice: Not sent'))).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Retry the job of Q12' }));
    expect(await within(panel).findByText(lineText('Job: Sent J000001'))).toBeTruthy();
    await waitFor(() => expect(server.to('GET /api/quotes/handoff/12')).toHaveLength(2));
  });
});
