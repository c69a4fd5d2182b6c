// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { ACCEPTANCE_MESSAGES } from '@portal/domain/acceptance';
import {
  CHANGE_REQUEST_MESSAGES,
  DECLINE_MESSAGES,
  EXPIRY_MESSAGES,
  type FetchStatusAnswer,
  QUOTE_LINK_MESSAGES,
} from '@portal/domain/quote-links';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session.ts';
import { theme } from '../../lib/theme.ts';
import { stubDocumentFonts } from '../../testing/document-fonts.ts';
import { AcceptPage } from './AcceptPage.tsx';
import { RejectPage } from './RejectPage.tsx';

const OPEN: FetchStatusAnswer = {
  id: 12,
  number: 'Q12',
  label: 'Crew tees',
  revision: 2,
  total: 123_450,
  valid_to: '2026-12-05',
  state: 'open',
  message: '',
  po_required: false,
};

const envelope = (status: number, data: unknown) =>
  new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

type Route = { status: number; data: unknown } | 'never';

/** A stand-in server: each path answers as told; every call is recorded with its body. */
function serve(routes: Record<string, Route>) {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const route = routes[String(url)];
    if (!route) throw new Error(`unexpected call ${String(url)}`);
    if (route === 'never') return new Promise<Response>(() => undefined);
    void init;
    return envelope(route.status, route.data);
  });
  vi.stubGlobal('fetch', fetch);
  const bodyOf = (path: string) => {
    const call = fetch.mock.calls.find(([url]) => String(url) === path);
    const body = call?.[1]?.body;
    if (body instanceof FormData) return Object.fromEntries(body.entries());
    return call ? JSON.parse(String(body)) : undefined;
  };
  return { fetch, bodyOf };
}

const show = (page: ReactNode, path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );

/** The status region holding `text`: the loader is a status too, so the words are waited for. */
const statusWith = async (text: string) => {
  const region = (await screen.findByText(text)).closest('[role="status"]');
  expect(region, `a status saying ${text}`).not.toBeNull();
  return region as HTMLElement;
};

beforeAll(stubDocumentFonts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the accept page (/accept?token=)', () => {
  it('says the link has no quote in it, and asks nothing, when there is no token', () => {
    const { fetch } = serve({});
    show(<AcceptPage />, '/accept');
    expect(screen.getByRole('alert').textContent).toContain(QUOTE_LINK_MESSAGES.noToken);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('announces the loading, then shows the quote, its total with GST and how long it holds', async () => {
    const { bodyOf } = serve({ '/api/quotes/fetchstatus': { status: 200, data: OPEN } });
    show(<AcceptPage />, '/accept?token=tok-1');
    expect(screen.getByRole('status', { name: 'Loading the quote' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Q12 Crew tees - R2' })).toBeTruthy();
    expect(screen.getByText('Total (incl. GST)', { exact: false }).textContent).toBe(
      'Total (incl. GST) $1,234.50',
    );
    expect(screen.getByText('Valid until 05/12/2026')).toBeTruthy();
    expect(screen.getByText(QUOTE_LINK_MESSAGES.acceptQuestion)).toBeTruthy();
    expect(bodyOf('/api/quotes/fetchstatus')).toEqual({ token: 'tok-1' });
  });

  it('needs a name before it asks the server', async () => {
    const { fetch } = serve({ '/api/quotes/fetchstatus': { status: 200, data: OPEN } });
    show(<AcceptPage />, '/accept?token=tok-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('alert').textContent).toBe(QUOTE_LINK_MESSAGES.nameRequired);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('accepts with the name typed, then shows the message and the note instead of the form', async () => {
    const { bodyOf } = serve({
      '/api/quotes/fetchstatus': { status: 200, data: OPEN },
      '/api/quotes/accept': {
        status: 200,
        data: { message: QUOTE_LINK_MESSAGES.accepted, note: QUOTE_LINK_MESSAGES.acceptedNote },
      },
    });
    show(<AcceptPage />, '/accept?token=tok-1');
    fireEvent.change(await screen.findByLabelText(/Your name/), { target: { value: '  Sam Buyer ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const done = await statusWith(QUOTE_LINK_MESSAGES.accepted);
    expect(done.textContent).toContain(QUOTE_LINK_MESSAGES.acceptedNote);
    expect(bodyOf('/api/quotes/accept')).toEqual({ token: 'tok-1', name: 'Sam Buyer', po_number: '' });
    expect(screen.queryByLabelText(/Your name/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Acceptance certificate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByText(QUOTE_LINK_MESSAGES.acceptQuestion)).toBeNull();
  });

  it('asks for the PO number where the company requires one, before asking the server', async () => {
    const { fetch, bodyOf } = serve({
      '/api/quotes/fetchstatus': { status: 200, data: { ...OPEN, po_required: true } },
      '/api/quotes/accept': {
        status: 200,
        data: { message: QUOTE_LINK_MESSAGES.accepted, note: QUOTE_LINK_MESSAGES.acceptedNote },
      },
    });
    show(<AcceptPage />, '/accept?token=tok-1');
    fireEvent.change(await screen.findByLabelText(/Your name/), { target: { value: 'Sam' } });
    expect((screen.getByLabelText(/PO number/) as HTMLInputElement).required).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('alert').textContent).toBe(ACCEPTANCE_MESSAGES.poRequired);
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText(/PO number/), { target: { value: ' PO-88 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await statusWith(QUOTE_LINK_MESSAGES.accepted);
    expect(bodyOf('/api/quotes/accept')).toEqual({ token: 'tok-1', name: 'Sam', po_number: 'PO-88' });
  });

  it("shows a refusal in the server's words and keeps the form", async () => {
    serve({
      '/api/quotes/fetchstatus': { status: 200, data: OPEN },
      '/api/quotes/accept': { status: 400, data: QUOTE_LINK_MESSAGES.changed },
    });
    show(<AcceptPage />, '/accept?token=tok-1');
    fireEvent.change(await screen.findByLabelText(/Your name/), { target: { value: 'Sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe(QUOTE_LINK_MESSAGES.changed);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it("offers nothing on a link that can no longer answer, and says why in the server's words", async () => {
    serve({
      '/api/quotes/fetchstatus': {
        status: 200,
        data: { ...OPEN, revision: 1, state: 'changed', message: QUOTE_LINK_MESSAGES.changed },
      },
    });
    show(<AcceptPage />, '/accept?token=tok-1');
    await statusWith(QUOTE_LINK_MESSAGES.changed);
    expect(screen.getByRole('heading', { name: 'Q12 Crew tees - R1' })).toBeTruthy();
    expect(screen.queryByLabelText(/Your name/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("shows the server's message for an unknown token", async () => {
    serve({ '/api/quotes/fetchstatus': { status: 404, data: QUOTE_LINK_MESSAGES.unknown } });
    show(<AcceptPage />, '/accept?token=nope');
    expect((await screen.findByRole('alert')).textContent).toContain(QUOTE_LINK_MESSAGES.unknown);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('sends no session with the link calls, so a signed-in visitor sees what the customer sees', async () => {
    setSession('staff-token', {
      id: 1,
      firstname: 'A',
      lastname: 'B',
      email: 'a@example.com',
      role: 'admin',
    });
    const { fetch } = serve({ '/api/quotes/fetchstatus': { status: 200, data: OPEN } });
    show(<AcceptPage />, '/accept?token=tok-1');
    await screen.findByRole('heading', { name: 'Q12 Crew tees - R2' });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });
});

describe('the reject page (/reject?token=)', () => {
  it('rejects with the reason chosen and the optional note, then shows the message instead of the form', async () => {
    const { bodyOf } = serve({
      '/api/quotes/fetchstatus': { status: 200, data: OPEN },
      '/api/quotes/reject': { status: 200, data: { message: QUOTE_LINK_MESSAGES.rejected, note: '' } },
    });
    show(<RejectPage />, '/reject?token=tok-2');
    expect(await screen.findByText(QUOTE_LINK_MESSAGES.rejectQuestion)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Price' }));
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Too dear' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await statusWith(QUOTE_LINK_MESSAGES.rejected);
    expect(bodyOf('/api/quotes/reject')).toEqual({
      token: 'tok-2',
      reason: 'price',
      reason_other: '',
      note: 'Too dear',
    });
    expect(screen.queryByLabelText('Reason (optional)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('asks for a reason before rejecting, and for the words of "Other"', async () => {
    const { fetch, bodyOf } = serve({
      '/api/quotes/fetchstatus': { status: 200, data: OPEN },
      '/api/quotes/reject': { status: 200, data: { message: QUOTE_LINK_MESSAGES.rejected, note: '' } },
    });
    show(<RejectPage />, '/reject?token=tok-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('alert').textContent).toBe(DECLINE_MESSAGES.reasonRequired);
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('alert').textContent).toBe(DECLINE_MESSAGES.otherRequired);
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText(/Other reason/), { target: { value: 'Board said no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await statusWith(QUOTE_LINK_MESSAGES.rejected);
    expect(bodyOf('/api/quotes/reject')).toEqual({
      token: 'tok-2',
      reason: 'other',
      reason_other: 'Board said no',
      note: '',
    });
  });

  it('asks for changes beside rejecting, and keeps the page open to answer', async () => {
    const { bodyOf } = serve({
      '/api/quotes/fetchstatus': { status: 200, data: OPEN },
      '/api/quotes/requestchanges': { status: 200, data: { message: CHANGE_REQUEST_MESSAGES.sent } },
    });
    show(<RejectPage />, '/reject?token=tok-2');
    const section = await screen.findByRole('region', { name: 'Not quite right? Request changes' });
    fireEvent.click(within(section).getByRole('button', { name: 'Request changes' }));
    expect(within(section).getByRole('alert').textContent).toBe(QUOTE_LINK_MESSAGES.nameRequiredForChanges);
    fireEvent.change(within(section).getByLabelText(/Your full name/), { target: { value: 'Robin' } });
    fireEvent.change(within(section).getByLabelText(/What would you like changed/), {
      target: { value: 'Navy, please' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Request changes' }));
    await statusWith(CHANGE_REQUEST_MESSAGES.sent);
    expect(bodyOf('/api/quotes/requestchanges')).toEqual({
      token: 'tok-2',
      name: 'Robin',
      changes: 'Navy, please',
    });
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('says when an expired quote expired and offers Request updated pricing instead of Accept', async () => {
    const { bodyOf } = serve({
      '/api/quotes/fetchstatus': {
        status: 200,
        data: { ...OPEN, state: 'expired', message: EXPIRY_MESSAGES.expiredOn(OPEN.valid_to) },
      },
      '/api/quotes/requestchanges': { status: 200, data: { message: CHANGE_REQUEST_MESSAGES.sent } },
    });
    show(<AcceptPage />, '/accept?token=tok-3');
    await statusWith('This quote expired on 05/12/2026');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    const section = screen.getByRole('region', { name: 'Request updated pricing' });
    expect((within(section).getByLabelText(/Your message/) as HTMLTextAreaElement).value).toBe(
      EXPIRY_MESSAGES.pricingWords,
    );
    fireEvent.change(within(section).getByLabelText(/Your full name/), { target: { value: 'Robin' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Request updated pricing' }));
    await statusWith(CHANGE_REQUEST_MESSAGES.sent);
    expect(bodyOf('/api/quotes/requestchanges')).toEqual({
      token: 'tok-3',
      name: 'Robin',
      changes: EXPIRY_MESSAGES.pricingWords,
    });
  });

  it('says a link already used to accept cannot reject', async () => {
    serve({
      '/api/quotes/fetchstatus': {
        status: 200,
        data: { ...OPEN, state: 'accepted', message: QUOTE_LINK_MESSAGES.usedAccepted },
      },
    });
    show(<RejectPage />, '/reject?token=tok-2');
    await statusWith(QUOTE_LINK_MESSAGES.usedAccepted);
    expect(screen.queryByLabelText('Reason (optional)')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('says the link has no quote in it when there is no token', () => {
    serve({});
    show(<RejectPage />, '/reject?token=');
    expect(screen.getByRole('alert').textContent).toContain(QUOTE_LINK_MESSAGES.noToken);
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
