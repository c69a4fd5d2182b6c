// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { businessNameOf } from '@portal/domain/business-settings';
import { MEMO_MESSAGES, type MemoAnswer, type MemoLogAnswer } from '@portal/domain/memos';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useImperativeHandle, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentBusiness } from '../../lib/business.ts';
import { clearSession, setSession } from '../../lib/session.ts';
import { theme } from '../../lib/theme.ts';
import { stubDocumentFonts } from '../../testing/document-fonts.ts';
import type { NoteEditorProps } from './editor/editor-handle.ts';
import { ConversationLogButton, type MemoThread } from './index.ts';

// tiptap cannot be typed into without a real browser (the e2e test does that): a plain text
// box with the same handle stands in, so these tests are about the dialog's rules and calls.
vi.mock('./editor/NoteEditor.tsx', () => ({
  default: function FakeEditor({ label, ref }: NoteEditorProps) {
    const [text, setText] = useState('');
    useImperativeHandle(
      ref,
      () => ({ html: () => (text.trim() ? `<p>${text}</p>` : ''), clear: () => setText('') }),
      [text],
    );
    return (
      <textarea aria-label={label} value={text} onChange={(event) => setText(event.currentTarget.value)} />
    );
  },
}));

const memo = (over: Partial<MemoAnswer>): MemoAnswer => ({
  id: 1,
  user_name: 'Ana Diaz',
  author_role: 'customer',
  created_at: '2026-11-25T04:04:00Z',
  content: '<p>Navy thread, see <a href="https://example.com/spec">the spec</a></p>',
  message_format: 'html',
  file: null,
  source: 'portal',
  can_remove: true,
  kind: 'note',
  line_id: null,
  line_label: '',
  answered_at: null,
  ...over,
});

const STAFF_FILE = memo({
  id: 2,
  user_name: 'Alex Admin',
  author_role: 'admin',
  created_at: '2026-11-25T05:00:00Z',
  content: 'proof.png',
  message_format: 'file',
  can_remove: false,
  file: {
    id: 9,
    file_name: 'proof.png',
    size: 10,
    content_type: 'image/png',
    type: 'png',
    production_ready: false,
    created_at: '2026-11-25T05:00:00Z',
    url: '/api/files/9',
  },
});

type Route = { status: number; data: unknown };

/** A stand-in server holding one thread; a route may be a function, to change the thread as it answers. */
function serve(log: MemoLogAnswer, routes: Record<string, Route | (() => Route)> = {}) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push({ call, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
      const found = call.startsWith('GET /api/quotes/getmemo/') ? { status: 200, data: log } : routes[call];
      if (!found) throw new Error(`unexpected call ${call}`);
      const route = typeof found === 'function' ? found() : found;
      return new Response(
        JSON.stringify({ status: route.status < 400 ? 'success' : 'error', data: route.data }),
        {
          status: route.status,
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
  return calls;
}

const writes = (calls: { call: string }[]) =>
  calls.filter((c) => !c.call.startsWith('GET /api/quotes/getmemo/'));

function open(thread: MemoThread = { kind: 'quote', quoteId: 7, userId: 3 }) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme}>
        <Notifications />
        <ModalsProvider>
          <ConversationLogButton thread={thread} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const openDialog = async (count: number) => {
  fireEvent.click(await screen.findByRole('button', { name: `Conversation Log (${count} notes)` }));
  return screen.findByRole('dialog', { name: 'Conversation Log' });
};

const write = async (dialog: HTMLElement, text: string) =>
  fireEvent.change(await within(dialog).findByLabelText('Note'), { target: { value: text } });

beforeAll(stubDocumentFonts);
beforeEach(() =>
  setSession('t', {
    id: 3,
    firstname: 'Ana',
    lastname: 'Diaz',
    email: 'ana@example.com',
    role: 'customer',
  } as never),
);
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('the Conversation Log', () => {
  it('counts the memo_note lines and shows the thread oldest first, with who, which side and when', async () => {
    serve({ memos: [memo({}), STAFF_FILE], memo_note: 'line one\nline two' });
    open();
    const dialog = await openDialog(2);
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Ana Diaz (You) · 25/11/2026 15:04');
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'the spec' })
        .getAttribute('rel'),
    ).toBe('noopener noreferrer');
    expect(items[1]?.textContent).toContain(
      `Alex Admin (${businessNameOf(currentBusiness())}) · 25/11/2026 16:00`,
    );
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Preview proof.png' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('button', { name: 'Download proof.png' })).toBeTruthy();
    // A customer may remove its own note only.
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /^Remove/ })).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('sends the note, says the answer and shows it with the new count', async () => {
    const added = memo({ id: 3, content: '<p>Black please</p>' });
    const log: MemoLogAnswer = { memos: [], memo_note: '' };
    const calls = serve(log, {
      'POST /api/quotes/addmemo/7': () => {
        Object.assign(log, { memos: [added], memo_note: 'x: Black please' });
        return { status: 200, data: { message: MEMO_MESSAGES.added, memo: added, memo_note: log.memo_note } };
      },
    });
    open();
    const dialog = await openDialog(0);
    expect(await within(dialog).findByText(MEMO_MESSAGES.empty)).toBeTruthy();
    await write(dialog, 'Black please');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MEMO_MESSAGES.added)).toBeTruthy();
    expect(writes(calls)).toEqual([
      { call: 'POST /api/quotes/addmemo/7', body: { memo_note: '<p>Black please</p>' } },
    ]);
    expect(await within(dialog).findByText('Black please')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conversation Log (1 notes)' })).toBeTruthy();
  });

  it("says 'Quote is empty' on a quote not saved yet, and calls nothing", async () => {
    const calls = serve({ memos: [], memo_note: '' });
    open({ kind: 'quote', quoteId: null, userId: 3 });
    const dialog = await openDialog(0);
    await write(dialog, 'Hello');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MEMO_MESSAGES.quoteEmpty);
    expect(calls).toEqual([]);
  });

  it('does nothing on a quote without a user, and asks for words when the note is empty', async () => {
    const calls = serve({ memos: [], memo_note: '' });
    open({ kind: 'quote', quoteId: 7, userId: null });
    let dialog = await openDialog(0);
    await write(dialog, 'Hello');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(writes(calls)).toEqual([]);

    cleanup();
    open();
    dialog = await openDialog(0);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MEMO_MESSAGES.noteRequired);
    expect(writes(calls)).toEqual([]);
  });

  it("shows a refusal in the server's words inside the dialog", async () => {
    serve(
      { memos: [], memo_note: '' },
      { 'POST /api/quotes/addmemo/7': { status: 400, data: MEMO_MESSAGES.noteTooLong } },
    );
    open();
    const dialog = await openDialog(0);
    await write(dialog, 'Long');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MEMO_MESSAGES.noteTooLong);
  });

  it('removes a note after the confirm, and says so', async () => {
    const calls = serve(
      { memos: [memo({ id: 5 })], memo_note: 'one' },
      { 'GET /api/quotes/removememo/5': { status: 200, data: MEMO_MESSAGES.removed } },
    );
    open();
    const dialog = await openDialog(1);
    fireEvent.click(await within(dialog).findByRole('button', { name: /^Remove the note of Ana Diaz/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove note' });
    expect(within(confirm).getByText(MEMO_MESSAGES.removeConfirm)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MEMO_MESSAGES.removed)).toBeTruthy();
    expect(writes(calls).map((c) => c.call)).toEqual(['GET /api/quotes/removememo/5']);
  });
});
