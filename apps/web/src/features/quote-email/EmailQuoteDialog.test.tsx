// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { type EmailDraftAnswer, QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { changeSentence, compareRevisions, customerRevision } from '@portal/domain/revisions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme.ts';
import { stubDocumentFonts } from '../../testing/document-fonts.ts';
import { EmailQuoteDialog } from './EmailQuoteDialog.tsx';

const { saveFirst: SAVE_FIRST, withLinks: WITH_LINKS, withPdf: WITH_PDF } = QUOTE_LINK_MESSAGES;

const DRAFT: EmailDraftAnswer = {
  to: ['ana@example.com'],
  subject: 'Q7 Crew tees - R1',
  text: 'Hi Ana,\n\nWe have reviewed your quote Q7 (Crew tees) and returned it to you for approval.',
  with_links: true,
  link: 'http://portal.example.com/requests/edit/7',
  changes: null,
  previous_revision: null,
};

/** The quote as R1 was sent, with ten tees, and as it stands now, with twelve. */
const tees = (qty: number) =>
  customerRevision(
    [
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
      },
    ],
    { label: 'Crew tees' },
  );
const CHANGES = compareRevisions(tees(10), tees(12));

type Route = { status: number; data: unknown };

const envelope = ({ status, data }: Route) =>
  new Response(JSON.stringify({ status: status < 400 ? 'success' : 'error', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A stand-in server: `${method} ${path}` answers as told; every call is recorded. */
function serve(routes: Record<string, Route>) {
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const route = routes[`${init?.method ?? 'GET'} ${String(url)}`];
    if (!route) throw new Error(`unexpected call ${init?.method} ${String(url)}`);
    return envelope(route);
  });
  vi.stubGlobal('fetch', fetch);
  const sent = () =>
    fetch.mock.calls
      .filter(([url, init]) => init?.method === 'POST' && String(url) === '/api/quotes/sendemail/7')
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { fetch, sent };
}

const SENT = { status: 200, data: { message: QUOTE_LINK_MESSAGES.emailSent, version: 5 } };

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>{node}</MantineProvider>
    </QueryClientProvider>,
  );

const dialog = (props: Partial<Parameters<typeof EmailQuoteDialog>[0]> = {}) => {
  const onSent = vi.fn();
  const onCancel = vi.fn();
  wrap(
    <EmailQuoteDialog
      quoteId={7}
      version={4}
      unsaved={false}
      onSent={onSent}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onSent, onCancel };
};

beforeAll(stubDocumentFonts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Email Quote dialog', () => {
  it("starts from the server's draft and says what goes with the mail", async () => {
    serve({ 'GET /api/quotes/emaildraft/7': { status: 200, data: DRAFT } });
    dialog();
    expect(screen.getByRole('status', { name: 'Loading the email' })).toBeTruthy();
    expect(((await screen.findByLabelText(/Send to/)) as HTMLInputElement).value).toBe('ana@example.com');
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe(DRAFT.subject);
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe(DRAFT.text);
    expect(screen.getByText(WITH_LINKS)).toBeTruthy();
  });

  it('shows, above Send, what this send will show the customer since the revision last sent', async () => {
    const sentence = changeSentence(CHANGES);
    const text = `${sentence}\n\n${DRAFT.text}`;
    serve({
      'GET /api/quotes/emaildraft/7': {
        status: 200,
        data: { ...DRAFT, subject: 'Q7 Crew tees - R2', text, changes: CHANGES, previous_revision: 1 },
      },
    });
    dialog();
    const intro = await screen.findByText('This send will show the customer:');
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe(text);
    const comparison = screen.getByRole('region', { name: 'Changed since R1' });
    expect(within(comparison).getByText(sentence)).toBeTruthy();
    expect(within(comparison).getAllByText(/Cotton tee/).length).toBeGreaterThan(0);
    const send = screen.getByRole('button', { name: 'Send' });
    // Read before the button: the comparison sits above it.
    expect(intro.compareDocumentPosition(comparison) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(comparison.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no comparison on a first send', async () => {
    serve({ 'GET /api/quotes/emaildraft/7': { status: 200, data: DRAFT } });
    dialog();
    await screen.findByLabelText(/Send to/);
    expect(screen.queryByText('This send will show the customer:')).toBeNull();
    expect(screen.queryByRole('region', { name: /Changed since/ })).toBeNull();
  });

  it('says only the PDF goes with it when the quote awaits no answer', async () => {
    serve({ 'GET /api/quotes/emaildraft/7': { status: 200, data: { ...DRAFT, with_links: false } } });
    dialog();
    expect(await screen.findByText(WITH_PDF)).toBeTruthy();
    expect(screen.queryByText(WITH_LINKS)).toBeNull();
  });

  it('sends the fields as edited, with the version the editor holds, and passes the answer on', async () => {
    const { sent } = serve({
      'GET /api/quotes/emaildraft/7': { status: 200, data: DRAFT },
      'POST /api/quotes/sendemail/7': SENT,
    });
    const { onSent } = dialog();
    fireEvent.change(await screen.findByLabelText(/Send to/), {
      target: { value: 'ana@example.com, bo@example.com;  ana@example.com' },
    });
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Your tees' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith({ message: QUOTE_LINK_MESSAGES.emailSent, version: 5 }),
    );
    expect(sent()).toEqual([
      { to: ['ana@example.com', 'bo@example.com'], subject: 'Your tees', text: DRAFT.text, version: 4 },
    ]);
  });

  it("names a mistyped address and an empty subject in the domain's words, without a call", async () => {
    const { sent } = serve({ 'GET /api/quotes/emaildraft/7': { status: 200, data: DRAFT } });
    const { onSent } = dialog();
    fireEvent.change(await screen.findByLabelText(/Send to/), { target: { value: 'ana@example, ' } });
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(QUOTE_LINK_MESSAGES.recipientInvalid('ana@example'));
    expect(alert.textContent).toContain(QUOTE_LINK_MESSAGES.subjectRequired);
    expect(sent()).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it("keeps a refusal in the dialog, in the server's words", async () => {
    const conflict = 'Alex saved this quote at 10:02. Reload it to see the changes.';
    serve({
      'GET /api/quotes/emaildraft/7': { status: 200, data: DRAFT },
      'POST /api/quotes/sendemail/7': { status: 409, data: conflict },
    });
    const { onSent } = dialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(conflict);
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Send to/)).toBeTruthy();
  });

  it('asks for a save first, and will not send, while the editor has unsaved changes', async () => {
    const { sent } = serve({ 'GET /api/quotes/emaildraft/7': { status: 200, data: DRAFT } });
    dialog({ unsaved: true });
    expect((await screen.findByRole('alert')).textContent).toBe(SAVE_FIRST);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.submit(send.closest('form') as HTMLFormElement);
    expect(sent()).toEqual([]);
  });

  it("shows a draft that cannot load in the server's words, with Cancel", async () => {
    serve({ 'GET /api/quotes/emaildraft/7': { status: 404, data: 'Quote not found' } });
    const { onCancel } = dialog();
    expect((await screen.findByRole('alert')).textContent).toBe('Quote not found');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
