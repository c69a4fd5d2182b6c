// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { PROJECT_CATEGORIES } from '@portal/domain/catalogue';
import { HANDOFF_MESSAGES, type HandoffState, type OrderHandoffAnswer } from '@portal/domain/handoff';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDocumentFonts } from '../../../testing/document-fonts.ts';
import { orderHandoff } from '../../../testing/handoff-states.ts';
import { serve } from '../../../testing/serve.ts';
import { SEND_TO_JOBS_TITLE, SendToJobsDialog } from './SendToJobsDialog.tsx';

const handoff = (job: Partial<HandoffState> = {}): OrderHandoffAnswer => orderHandoff(job, {}, 12);

const HANDOFF = 'GET /api/quotes/handoff/12';
const SEND = 'POST /api/quotes/sendworkflowmax/12';

const open = () => {
  const onSent = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {/* env test: no transitions, so the category list shows as soon as it opens. */}
      <MantineProvider env="test">
        <ModalsProvider>
          <SendToJobsDialog quoteId={12} opened onClose={onClose} onSent={onSent} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onSent, onClose };
};

const dialog = () => screen.findByRole('dialog', { name: SEND_TO_JOBS_TITLE });

/** Opens the category list and picks one, as a user does. */
async function pick(category: string) {
  fireEvent.click(await screen.findByRole('combobox', { name: 'Project category' }));
  fireEvent.click(await screen.findByRole('option', { name: category }));
}

beforeAll(stubDocumentFonts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Send to Job Management', () => {
  it('lists the 15 project categories, none chosen, and refuses to send without one', async () => {
    const server = serve({ [HANDOFF]: { status: 200, data: handoff() } });
    const { onSent } = open();
    const box = await dialog();
    const category = (await within(box).findByRole('combobox', {
      name: 'Project category',
    })) as HTMLInputElement;
    expect(category.value).toBe('');
    fireEvent.click(category);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...PROJECT_CATEGORIES]);
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect((await within(box).findByRole('alert')).textContent).toBe(HANDOFF_MESSAGES.categoryRequired);
    expect(server.to(SEND)).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it("asks 'Are you sure to send to workflowmax?' and then posts the chosen category", async () => {
    const server = serve({
      [HANDOFF]: { status: 200, data: handoff() },
      [SEND]: { status: 200, data: HANDOFF_MESSAGES.jobSaved },
    });
    const { onSent } = open();
    const box = await dialog();
    await pick('Embroidery');
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send to WorkflowMax' });
    expect(within(confirm).getByText(HANDOFF_MESSAGES.confirmSend)).toBeTruthy();
    expect(server.to(SEND)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(HANDOFF_MESSAGES.jobSaved));
    expect(server.to(SEND).map((call) => call.body)).toEqual([{ wfm_category: 'Embroidery' }]);
  });

  it('sends nothing when the confirm is cancelled, and keeps the category chosen', async () => {
    const server = serve({ [HANDOFF]: { status: 200, data: handoff() } });
    const { onSent } = open();
    const box = await dialog();
    await pick('Screen Print');
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send to WorkflowMax' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send to WorkflowMax' })).toBeNull());
    expect((within(box).getByRole('combobox', { name: 'Project category' }) as HTMLInputElement).value).toBe(
      'Screen Print',
    );
    expect(server.to(SEND)).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its own words", async () => {
    serve({
      [HANDOFF]: { status: 200, data: handoff() },
      [SEND]: { status: 400, data: HANDOFF_MESSAGES.onlyOrders },
    });
    const { onSent } = open();
    const box = await dialog();
    await pick('Design');
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send to WorkflowMax' })).getByRole('button', {
        name: 'Send',
      }),
    );
    expect((await within(box).findByRole('alert')).textContent).toBe(HANDOFF_MESSAGES.onlyOrders);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('says the order is already in WorkflowMax as its job, and offers no Send', async () => {
    serve({ [HANDOFF]: { status: 200, data: handoff({ state: 'sent', number: 'J000123', outbox_id: 4 }) } });
    const { onClose } = open();
    const box = await dialog();
    expect(await within(box).findByText('This order is already in WorkflowMax as job J000123.')).toBeTruthy();
    expect(within(box).getByText('Sent J000123')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(within(box).queryByRole('combobox', { name: 'Project category' })).toBeNull();
    fireEvent.click(within(box).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('does not offer to send again a job already on its way', async () => {
    serve({
      [HANDOFF]: { status: 200, data: handoff({ state: 'waiting', outbox_id: 4, configured: false }) },
    });
    open();
    const box = await dialog();
    expect(await within(box).findByText(/not sent twice/)).toBeTruthy();
    expect(within(box).getByText(HANDOFF_MESSAGES.jobWaiting)).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
