import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { HANDOFF_MESSAGES } from '@portal/domain/handoff';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin, asCustomer, loadQuote, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * the hand-off to WorkflowMax (jobs, the WFM tab's work, the Tasks' templates and
 * tasks) and Xero (invoices). The run's WorkflowMax and Xero are loopback peers started by
 * e2e/playwright.config.ts, so here both services are set up; their not-set-up answers are in the
 * API tests (apps/server/src/modules/handoff/handoff.test.ts) and the web unit tests.
 */

/** A customer's completed quote, accepted by the customer: an order (and its invoice queued). */
async function orderOf(request: APIRequestContext, label: string) {
  const made = await customerWithQuote(request, label, {
    label: `Hand-off ${label}`,
    status: 'Completed Quote',
  });
  const { version } = (await loadQuote(request, made.id, made.token)).quote;
  await api(request, 'POST', `/api/quotes/edit/${made.id}`, made.token, { action: 'request_order', version });
  return made;
}

/** The order's job and invoice beside the editor (staff only). */
const handoffPanel = (page: Page) => page.getByRole('region', { name: 'Job and invoice' });

test('an admin sends an order to WorkflowMax and sees its job beside it, in the Jobs tab and on the Outbox', async ({
  browser,
  request,
}) => {
  const { id, userId } = await orderOf(request, 'job');
  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/myorders/edit/${id}`);
    await expect(handoffPanel(admin)).toContainText('Job: Not sent');
    // The approval queued the invoice; the Xero peer numbers it Q{id}-R{revision}.
    await expect(handoffPanel(admin)).toContainText(new RegExp(`Invoice: Sent Q${id}-R\\d+`));

    await summary(admin).getByRole('button', { name: 'Send to Job Management' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send to the job-management service' });
    const category = dialog.getByRole('combobox', { name: 'Project category' });
    await expect(category).toHaveValue('');
    await expectNoAxeViolations(admin, { include: '[role="dialog"]' });

    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(HANDOFF_MESSAGES.categoryRequired);

    await category.click();
    // The list's own option: the editor's decoration selects hold an 'Embroidery' too.
    await admin
      .getByRole('listbox', { name: 'Project category' })
      .getByRole('option', { name: 'Embroidery', exact: true })
      .click();
    await expect(category).toHaveValue('Embroidery');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Send to WorkflowMax' });
    await expect(confirm).toContainText(HANDOFF_MESSAGES.confirmSend);
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(admin.getByText(HANDOFF_MESSAGES.jobSaved)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Waiting at first, then the WorkflowMax peer's job number once the outbox delivers it.
    await expect(handoffPanel(admin)).toContainText(/Job: Sent J\d{6}/);
    const job = ((await handoffPanel(admin).textContent()) ?? '').match(/J\d{6}/)?.[0] ?? '';
    await expectNoAxeViolations(admin);

    // Sent once: the dialog says so and offers no second Send.
    await summary(admin).getByRole('button', { name: 'Send to Job Management' }).click();
    await expect(dialog).toContainText(`This order is already in WorkflowMax as job ${job}.`);
    await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // The client's Jobs tab shows the same job and invoice per order.
    await admin.goto(`/admin/myorders?userid=${userId}`);
    await admin.getByRole('tab', { name: 'Jobs' }).click();
    const row = admin.getByRole('row', { name: new RegExp(`\\bQ${id}\\b`) });
    await expect(row).toContainText(`Sent ${job}`);
    await expect(row).toContainText(new RegExp(`Sent Q${id}-R\\d+`));
    await expect(admin.getByRole('columnheader', { name: 'Job and invoice' })).toBeVisible();
    await expectNoAxeViolations(admin);

    // The Outbox names the channel in staff's words.
    await admin.goto('/admin/outbox');
    const message = admin
      .getByRole('article')
      .filter({ hasText: new RegExp(`Q${id} Hand-off job`) })
      .first();
    await expect(message).toContainText('Job management');
    await expect(message).toContainText('sent');
  });
});

test('a customer never sees Send to Job Management nor the hand-off, and may not ask for it', async ({
  browser,
  request,
}) => {
  const { id, account, token } = await orderOf(request, 'customer');
  await asCustomer(browser, account, async (page) => {
    await page.goto(`/myorders/edit/${id}`);
    await expect(summary(page).getByRole('button', { name: 'Reorder' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send to Job Management' })).toHaveCount(0);
    await expect(handoffPanel(page)).toHaveCount(0);
  });
  for (const [method, path, data] of [
    ['GET', `/api/quotes/handoff/${id}`, undefined],
    ['POST', `/api/quotes/sendworkflowmax/${id}`, { wfm_category: 'Design' }],
    ['GET', '/api/xero/gettemplates', undefined],
  ] as const) {
    const answer = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status(), `${method} ${path}`).toBe(403);
  }
});

test("an admin picks a task's template and task from WorkflowMax's lists", async ({ browser, request }) => {
  const { id, adminToken } = await customerWithQuote(request, 'tasks', {
    label: 'Hand-off tasks',
    status: 'Pending Quote',
  });
  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/requests/edit/${id}`);
    await admin.getByRole('button', { name: 'Tasks', exact: true }).click();
    const tasks = admin.getByRole('table', { name: /^Tasks/ });
    await tasks.getByRole('combobox', { name: 'template 1 code' }).click();
    await admin.getByRole('option', { name: 'Embroidery job' }).click();
    await tasks.getByRole('combobox', { name: 'template Embroidery job task 1 task' }).fill('Digi');
    await admin.getByRole('option', { name: 'Digitising' }).click();
    await expect(
      tasks.getByRole('textbox', { name: 'template Embroidery job task Digitising label' }),
    ).toHaveValue('Digitising');
    await expectNoAxeViolations(admin);
    await summary(admin).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
  });
  const saved = await api<{
    quote: { content: { categories: { groups: { group_options: { customs: unknown[] } }[] }[] } };
  }>(request, 'GET', `/api/quotes/edit/${id}`, adminToken);
  const customs = saved.quote.content.categories.flatMap((c) =>
    c.groups.flatMap((g) => g.group_options.customs),
  );
  const templates = await api<{ tasks: { uuid: string; name: string }[] }>(
    request,
    'GET',
    '/api/xero/gettemplates',
    adminToken,
  );
  const digitising = templates.tasks.find((task) => task.name === 'Digitising')?.uuid;
  expect(digitising).toBeTruthy();
  // The template is named; the task is kept by its WorkflowMax id, labelled by its name.
  expect(customs).toContainEqual(
    expect.objectContaining({
      custom_code: 'Embroidery job',
      tasks: [expect.objectContaining({ task_name: digitising, task_label: 'Digitising' })],
    }),
  );
});

test('the WFM tab queues the delete and the fetch and follows their progress', async ({ browser }) => {
  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/uploadproduct');
    await admin.getByRole('combobox', { name: 'Provider' }).click();
    // The WorkflowMax peer holds 4 JBs Wear products and 30 Bisley ones (e2e/handoff-peers.ts).
    await admin.getByRole('option', { name: 'JBs Wear (JB)' }).click();
    await admin.getByRole('tab', { name: 'WFM' }).click();

    await admin.getByRole('button', { name: 'Delete supplier products in WorkflowMax' }).click();
    await expect(admin.getByText(HANDOFF_MESSAGES.deleteStarted)).toBeVisible();
    const work = admin.getByRole('table', { name: 'WorkflowMax work' });
    const deleting = work.getByRole('row').filter({ hasText: 'Delete supplier products' }).first();
    await expect(deleting).toContainText('JB');
    // Progress is 'done of total'; the row ends Sent when every slice is done.
    await expect(deleting.getByRole('cell').nth(2)).toHaveText('Sent');
    await expect(deleting.getByRole('cell').nth(3)).toHaveText('4 of 4');

    await admin.getByRole('button', { name: 'Fetch data from WorkflowMax' }).click();
    await expect(admin.getByText(HANDOFF_MESSAGES.downloaded)).toBeVisible();
    const fetching = work.getByRole('row').filter({ hasText: 'Fetch data' }).first();
    await expect(fetching.getByRole('cell').nth(2)).toHaveText('Sent');
    // What the fetch found, per supplier code: JBs Wear's were deleted above.
    await expect(fetching.getByRole('listitem')).toHaveText(['BIS: 30']);
    await expect(admin.getByText(HANDOFF_MESSAGES.workWaiting)).toHaveCount(0);
    await expectNoAxeViolations(admin);
  });
});
