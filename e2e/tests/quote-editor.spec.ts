import { expect, test } from '@playwright/test';
import { QUOTE_CONFIRM_TEXTS, QUOTE_MESSAGES } from '@portal/domain/quote';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import {
  ADMIN2,
  asAdmin,
  asCustomer,
  asPerson,
  keepScreenshot,
  loadQuote,
  money,
  summary,
} from './quote-editor-helpers.ts';
import { customerWithQuote, customerWithQuotes } from './quote-fixtures.ts';

test.describe('the quote editor', () => {
  test('a customer sees every Order Summary line as the server prices it, saves and submits', async ({
    browser,
    request,
  }) => {
    const { id, account, token } = await customerWithQuote(request, 'editor-sum', { label: 'Summary tees' });
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/requests/edit/${id}`);
      const server = await loadQuote(request, id, token);
      const panel = summary(page);
      for (const line of server.priced.summaryLines) {
        await expect(panel.getByTestId(`summary-${line.key}`)).toHaveText(money(line.amount));
        await expect(panel.getByText(line.label, { exact: true })).toBeVisible();
      }
      // The customer never sees a margin.
      await expect(panel.getByText('Gross profit margin')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByLabel('Description', { exact: true }).fill('Winter uniforms');
      await panel.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
      expect((await loadQuote(request, id, token)).quote.client_label).toBe('Winter uniforms');

      await panel.getByRole('button', { name: 'Submit Quote' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.quoteRequested)).toBeVisible();
      await expect(page).toHaveURL('/myorders');
      expect((await loadQuote(request, id, token)).quote.status).toBe('Pending Quote');
    });
  });

  test('a customer must confirm before changing a completed quote, which goes back to Pending Quote', async ({
    browser,
    request,
  }) => {
    const { id, account, token } = await customerWithQuote(request, 'editor-confirm', {
      label: 'Done tees',
      status: 'Completed Quote',
    });
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/requests/edit/${id}`);
      await expect(summary(page).getByRole('button', { name: 'Accept' })).toBeVisible();
      await page.getByLabel('Description', { exact: true }).fill('x');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(QUOTE_CONFIRM_TEXTS.confirmEdit)).toBeVisible();
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(page.getByLabel('Description', { exact: true })).toHaveValue('');

      await page.getByLabel('Description', { exact: true }).fill('Changed after completion');
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, change it' }).click();
      await summary(page).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
      await expect.poll(async () => (await loadQuote(request, id, token)).quote.status).toBe('Pending Quote');
    });
  });

  test('the customer accepts a completed quote, the admin finalises the order', async ({
    browser,
    request,
  }) => {
    const { id, account, token, adminToken } = await customerWithQuote(request, 'editor-accept', {
      label: 'Accept tees',
      status: 'Completed Quote',
    });
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/myorders/edit/${id}`);
      await summary(page).getByRole('button', { name: 'Accept' }).click();
      // Asked first, in the accept page's words.
      const confirm = page.getByRole('dialog', { name: 'Accept quote' });
      await expect(confirm).toContainText(QUOTE_CONFIRM_TEXTS.accept);
      await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
      await expect(page.getByText(QUOTE_MESSAGES.orderRequested)).toBeVisible();
      await expect(page.getByText(QUOTE_MESSAGES.orderSubmittedNote)).toBeVisible();
      expect((await loadQuote(request, id, token)).quote.order_status).toBe('Requested Order');
    });
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/myorders/edit/${id}`);
      await summary(page).getByRole('button', { name: 'Finalise ORDER' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.theOrderCompleted)).toBeVisible();
      await expect(page).toHaveURL('/admin/requests');
      expect((await loadQuote(request, id, adminToken)).quote.order_status).toBe('Completed Order');
    });
  });

  test('an admin sets costs and a discount, adds a task and a delivery line, and completes the quote', async ({
    browser,
    request,
  }) => {
    const { id, adminToken } = await customerWithQuote(request, 'editor-admin', {
      label: 'Admin tees',
      status: 'Pending Quote',
    });
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/requests/edit/${id}`);
      await expect(summary(page).getByText('Gross profit margin')).toBeVisible();
      await page.getByRole('textbox', { name: 'AS5001 White L cost', exact: true }).fill('7');
      await page.getByRole('textbox', { name: 'Approve price' }).fill('500');
      await page.getByRole('textbox', { name: 'Discount', exact: true }).fill('12.5');
      await expect(page.getByTestId('approved-total')).toHaveText('$487.50');

      await page.getByRole('button', { name: 'Add line' }).click();
      await page.getByRole('menuitem', { name: 'Delivery' }).click();
      await page.getByRole('textbox', { name: /^delivery .* price$/ }).fill('25');
      await page.getByRole('checkbox', { name: /^delivery .* shown to customer$/ }).check();
      await page.getByRole('button', { name: 'Tasks', exact: true }).click();
      await page
        .getByRole('button', { name: /^Add task to / })
        .first()
        .click();
      await expect(summary(page).getByTestId('summary-delivery')).toHaveText('$25.00');
      await expectNoAxeViolations(page);
      await keepScreenshot(page, 'editor-admin.png');

      await summary(page).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
      const saved = await api<{ quote: { discount: number; content: unknown } }>(
        request,
        'GET',
        `/api/quotes/edit/${id}`,
        adminToken,
      );
      expect(saved.quote.discount).toBe(12.5);
      const text = JSON.stringify(saved.quote.content);
      expect(text).toContain('"type":"delivery"');
      expect(text).toContain('"tasks":[{');

      await summary(page).getByRole('button', { name: 'Submit Quote' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.quoteCompleted)).toBeVisible();
      await expect(page).toHaveURL('/admin/requests');
      expect((await loadQuote(request, id, adminToken)).quote.status).toBe('Completed Quote');
    });
  });

  test('duplicate and reorder open the new quote', async ({ browser, request }) => {
    const { id, account, token } = await customerWithQuote(request, 'editor-copy', {
      label: 'Copy tees',
      status: 'Completed Quote',
    });
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/requests/edit/${id}`);
      await summary(page).getByRole('button', { name: 'Duplicate' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.duplicated)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/myorders\/edit\/\d+$/);
      expect(page.url()).not.toMatch(new RegExp(`/${id}$`));
    });
    // The customer accepts, then reorders the order.
    const { version } = (await loadQuote(request, id, token)).quote;
    await api(request, 'POST', `/api/quotes/edit/${id}`, token, { action: 'request_order', version });
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/myorders/edit/${id}`);
      await summary(page).getByRole('button', { name: 'Reorder' }).click();
      await expect(page.getByRole('dialog').getByText(QUOTE_CONFIRM_TEXTS.reorder)).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Reorder' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.copied)).toBeVisible();
      await expect(page).toHaveURL(/\/myorders\/edit\/\d+$/);
      expect(page.url()).not.toMatch(new RegExp(`/${id}$`));
      // The reorder's draft is the customer's order page (accounts spec 2.10, decisions/100).
      await expect(summary(page).getByRole('button', { name: 'SUBMIT ORDER' })).toBeVisible();
    });
  });

  test('two admins on one quote: the warning, and the later save meets the conflict with nothing lost', async ({
    browser,
    request,
  }) => {
    const { id } = await customerWithQuote(request, 'editor-two', {
      label: 'Shared tees',
      status: 'Pending Quote',
    });
    await asAdmin(browser, (first) =>
      asPerson(browser, ADMIN2, '/admin/myorders', async (second) => {
        await first.goto(`/admin/requests/edit/${id}`);
        await expect(first.getByLabel('Description', { exact: true })).toBeVisible();
        await second.goto(`/admin/requests/edit/${id}`);
        await expect(second.getByText(QUOTE_MESSAGES.busy)).toBeVisible();

        await second.getByLabel('Description', { exact: true }).fill('Second admin typed this');
        await first.getByLabel('Description', { exact: true }).fill('First admin saved this');
        await summary(first).getByRole('button', { name: 'Save', exact: true }).click();
        await expect(first.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();

        await summary(second).getByRole('button', { name: 'Save', exact: true }).click();
        const alert = second.getByRole('alert').filter({ hasText: 'Someone else saved this quote' });
        await expect(alert).toContainText('saved by Alex Morgan');
        await expect(second.getByLabel('Description', { exact: true })).toHaveValue(
          'Second admin typed this',
        );
        await alert.getByRole('button', { name: 'Reload the quote' }).click();
        await expect(second.getByLabel('Description', { exact: true })).toHaveValue('First admin saved this');
      }),
    );
  });

  test('a new quote needs a contact, then SUBMIT sends it', async ({ browser, request }) => {
    const { account, token } = await customerWithQuotes(request, 'editor-new', []);
    await asCustomer(browser, account, async (page) => {
      await page.goto('/requests/add');
      await expect(page.getByRole('button', { name: 'SAVE DRAFT' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Quote label').fill('Brand new tees');
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.contactRequired)).toBeVisible();
      await page.getByRole('combobox', { name: 'Contact' }).click();
      await page.getByRole('listbox', { name: 'Contact' }).getByRole('option').first().click();
      await page.getByRole('button', { name: 'SUBMIT' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.quoteRequested)).toBeVisible();
      await expect(page).toHaveURL('/myorders');
      const list = await api<{ label: string; status: string }[]>(request, 'GET', '/api/quotes/index', token);
      expect(list.find((q) => q.label === 'Brand new tees')?.status).toBe('Requested');
    });
  });

  test("an admin's new quote needs ?user, and view mode disables every field", async ({
    browser,
    request,
  }) => {
    const { id, account, userId } = await customerWithQuote(request, 'editor-view', { label: 'View tees' });
    await asAdmin(browser, async (page) => {
      await page.goto('/admin/requests/add');
      await expect(page.getByText(QUOTE_MESSAGES.invalidUserId)).toBeVisible();
      await page.goto(`/admin/requests/add?user=${userId}`);
      await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
      await page.goto(`/admin/myorders/view/${id}`);
      await expect(page.getByLabel('Description', { exact: true })).toBeDisabled();
      await expect(summary(page).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/myorders/view/${id}`);
      await expect(page.getByLabel('Description', { exact: true })).toBeDisabled();
      await expectNoAxeViolations(page);
    });
  });

  test('a customer deletes a draft after confirming', async ({ browser, request }) => {
    const { id, account, adminToken } = await customerWithQuote(request, 'editor-delete', {
      label: 'Delete tees',
    });
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/requests/edit/${id}`);
      await summary(page).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog').getByText(QUOTE_CONFIRM_TEXTS.deleteQuote)).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL('/myorders');
      const gone = await request.get(`/api/quotes/edit/${id}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      expect(gone.status()).toBe(404);
    });
  });
});
