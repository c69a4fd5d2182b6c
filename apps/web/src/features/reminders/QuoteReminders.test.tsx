// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { DEFAULT_REMINDER_RULES, type QuoteRemindersAnswer } from '@portal/domain/reminders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../lib/theme.ts';
import { stubDocumentFonts } from '../../testing/document-fonts.ts';
import { serve } from '../../testing/serve.ts';
import { QuoteReminders } from './QuoteReminders.tsx';

const LOADED: QuoteRemindersAnswer = {
  defaults: DEFAULT_REMINDER_RULES,
  client_overrides: {},
  overrides: {},
  rules: DEFAULT_REMINDER_RULES,
  snoozed_until: null,
  reminders: [],
  proof_reminders: [],
};

const SMS_ON: QuoteRemindersAnswer = {
  ...LOADED,
  overrides: { not_opened: { sms: true } },
  rules: { ...DEFAULT_REMINDER_RULES, not_opened: { ...DEFAULT_REMINDER_RULES.not_opened, sms: true } },
};

/** The stand-in server, its answer to saving the rules held back until the test lets it go. */
function serveWithSlowSave() {
  let answerSave: () => void = () => undefined;
  const saveAnswered = new Promise<void>((resolve) => {
    answerSave = resolve;
  });
  const server = serve({
    'GET /api/reminders/quotes/7': { status: 200, data: LOADED },
    'POST /api/reminders/quotes/7': async () => {
      await saveAnswered;
      return { status: 200, data: SMS_ON };
    },
    'POST /api/reminders/quotes/7/snooze': { status: 200, data: { ...SMS_ON, snoozed_until: '2099-01-31' } },
  });
  const posted = () =>
    server.calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ path: url, body }));
  return { posted, answerSave };
}

beforeAll(stubDocumentFonts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a quote's Reminders panel", () => {
  it('keeps a snooze date typed while the rules are being saved, and snoozes until it', async () => {
    const { posted, answerSave } = serveWithSlowSave();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider theme={theme}>
          <QuoteReminders quoteId={7} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByLabelText('Not opened: by SMS'));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminder rules' }));
    const until = screen.getByLabelText('Snooze reminders until') as HTMLInputElement;
    fireEvent.change(until, { target: { value: '2099-01-31' } });

    answerSave();
    await waitFor(() => expect(posted()).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save reminder rules' }).hasAttribute('data-loading')).toBe(
        false,
      ),
    );
    expect((screen.getByLabelText('Snooze reminders until') as HTMLInputElement).value).toBe('2099-01-31');
    expect((screen.getByLabelText('Not opened: by SMS') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Snooze' }));
    expect(await screen.findByText('Snoozed until 31/01/2099')).toBeTruthy();
    expect(posted()).toEqual([
      { path: '/api/reminders/quotes/7', body: { overrides: { not_opened: { sms: true } } } },
      { path: '/api/reminders/quotes/7/snooze', body: { until: '2099-01-31' } },
    ]);
  });
});
