// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { SMS_MESSAGES } from '@portal/domain/sms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme.ts';
import { stubDocumentFonts } from '../../testing/document-fonts.ts';
import { SendSmsDialog } from './SendSmsDialog.tsx';

const DRAFT = {
  telnum: '0412 345 678',
  note: 'Hi Ana, your quote Q7 Crew tees is ready: http://portal.test/requests/edit/7',
};

/** A stand-in server: each `${method} ${path}` answers as told; every POST body is kept. */
function serve(routes: Record<string, { status: number; data: unknown }>) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const route = routes[`${init?.method ?? 'GET'} ${url}`];
      if (!route) throw new Error(`unexpected call ${init?.method} ${url}`);
      if (init?.method === 'POST') posted.push(JSON.parse(String(init.body)));
      return new Response(
        JSON.stringify({ status: route.status < 400 ? 'success' : 'error', data: route.data }),
        {
          status: route.status,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return posted;
}

const dialog = () => {
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>
        <SendSmsDialog quoteId={7} onSent={onSent} onCancel={vi.fn()} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onSent;
};

beforeAll(stubDocumentFonts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Send Sms dialog', () => {
  it('starts from the contact mobile and the quote link, and sends what staff leave there', async () => {
    const posted = serve({
      'GET /api/quotes/smsdraft/7': { status: 200, data: DRAFT },
      'POST /api/quotes/sendsms/7': { status: 200, data: SMS_MESSAGES.queued },
    });
    const onSent = dialog();
    expect(((await screen.findByLabelText(/Phone number/)) as HTMLInputElement).value).toBe(DRAFT.telnum);
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe(DRAFT.note);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(SMS_MESSAGES.queued));
    expect(posted).toEqual([{ telnum: DRAFT.telnum, note: DRAFT.note }]);
  });

  it('names an impossible number without a call', async () => {
    const posted = serve({ 'GET /api/quotes/smsdraft/7': { status: 200, data: DRAFT } });
    const onSent = dialog();
    fireEvent.change(await screen.findByLabelText(/Phone number/), { target: { value: '0512 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SMS_MESSAGES.numberInvalid);
    expect(posted).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it("says 'Failed to send sms' when the server fails", async () => {
    serve({
      'GET /api/quotes/smsdraft/7': { status: 200, data: DRAFT },
      'POST /api/quotes/sendsms/7': { status: 500, data: 'Something went wrong' },
    });
    const onSent = dialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SMS_MESSAGES.failed);
    expect(onSent).not.toHaveBeenCalled();
  });
});
