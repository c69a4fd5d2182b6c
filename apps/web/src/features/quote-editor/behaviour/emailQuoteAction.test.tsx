// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { emptyContent } from '@portal/domain/quote';
import { type EmailDraftAnswer, QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme.ts';
import { stubDocumentFonts } from '../../../testing/document-fonts.ts';
import { serve } from '../../../testing/serve.ts';
import { type EditorState, stateOf } from '../state/editor-state.ts';
import { useQuoteActions } from './useQuoteActions.tsx';

// The dialog itself is tested in features/quote-email; this is how the editor opens it and
// what it does once the mail is queued.

const SAVE_FIRST = QUOTE_LINK_MESSAGES.saveFirst;

const DRAFT: EmailDraftAnswer = {
  to: ['ana@example.com'],
  subject: 'Q7 Crew tees - R1',
  text: 'Hi Ana,\n\nWe have reviewed your quote Q7 (Crew tees) and returned it to you for approval.',
  with_links: true,
  link: 'http://portal.example.com/requests/edit/7',
  changes: null,
  previous_revision: null,
};

const SENT = { status: 200, data: { message: QUOTE_LINK_MESSAGES.emailSent, version: 5 } };

beforeAll(stubDocumentFonts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The editor's side: its action hook, as EditorScreen drives it, behind an Email Quote button. */
function EditorActions({ state, reload }: { state: EditorState; reload: () => Promise<void> }) {
  const ref = useRef(state);
  const actions = useQuoteActions({
    state: ref,
    admin: true,
    quoteId: 7,
    ownerId: 3,
    reload,
    onConflict: vi.fn(),
    openJobs: vi.fn(),
    openCatalogue: vi.fn(),
    addBrand: vi.fn(),
  });
  return (
    <button
      type="button"
      onClick={() => actions.onPress({ id: 'email', label: 'Email Quote', kind: 'email' })}
    >
      Email Quote
    </button>
  );
}

const editor = (dirty: boolean) => {
  const reload = vi.fn(async () => undefined);
  const state = { ...stateOf({ content: emptyContent(), version: 4, status: 'Completed Quote' }), dirty };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>
        <MemoryRouter>
          <Notifications />
          <ModalsProvider>
            <EditorActions state={state} reload={reload} />
          </ModalsProvider>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { reload };
};

describe('Email Quote in the editor', () => {
  it('opens a named dialog; Send closes it, says so and reloads the quote at its new version', async () => {
    const { to } = serve({
      'GET /api/quotes/emaildraft/7': { status: 200, data: DRAFT },
      'POST /api/quotes/sendemail/7': SENT,
    });
    const { reload } = editor(false);
    fireEvent.click(screen.getByRole('button', { name: 'Email Quote' }));
    const box = await screen.findByRole('dialog', { name: 'Email Quote' });
    // Like DialogFrame: no second banner landmark, and a named close cross.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(within(box).getByRole('button', { name: 'Close email quote' })).toBeTruthy();
    fireEvent.click(await within(box).findByRole('button', { name: 'Send' }));
    expect(await screen.findByText(QUOTE_LINK_MESSAGES.emailSent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email Quote' })).toBeNull());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(
      to('POST /api/quotes/sendemail/7').map((call) => (call.body as { version: number }).version),
    ).toEqual([4]);
  });

  it('carries the editor’s unsaved changes into the dialog as a reason not to send', async () => {
    serve({ 'GET /api/quotes/emaildraft/7': { status: 200, data: DRAFT } });
    const { reload } = editor(true);
    fireEvent.click(screen.getByRole('button', { name: 'Email Quote' }));
    const box = await screen.findByRole('dialog', { name: 'Email Quote' });
    expect((await within(box).findByRole('alert')).textContent).toBe(SAVE_FIRST);
    fireEvent.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email Quote' })).toBeNull());
    expect(reload).not.toHaveBeenCalled();
  });
});
