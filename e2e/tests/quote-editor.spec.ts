import { expect, test } from '@playwright/test';
import { QUOTE_CONFIRM_TEXTS, QUOTE_MESSAGES } from '@portal/domain/quote';
import { ADMIN } from './fixtures.ts';
import {
  ADMIN2,
  api,
  expectNoAxeViolations,
  keepScreenshot,
  loadQuote,
  money,
  signedInPage,
  signInAdmin,
  summary,
} from './quote-editor-helpers.ts';
import { customerWithQuotes, signInByApi } from './quote-fixtures.ts';

test.describe('the quote editor', () => {
  test('a customer sees every Order Summary line as the server prices it, saves and submits', async ({
    browser,
    request,
  }) => {
    const made = await customerWithQuotes(request, 'editor-sum', [{ label: 'Summary tees' }]);
    const [id] = made.ids as [number];
    const { page, close } = await signedInPage(
      browser,
      made.account.email,
      '/myorders',
      made.account.password,
    );
    try {
      await page.goto(`/requests/edit/${id}`);
      const server = await loadQuote(request, id, made.token);
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
      expect((await loadQuote(request, id, made.token)).quote.client_label).toBe('Winter uniforms');

      await panel.getByRole('button', { name: 'Submit Quote' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.quoteRequested)).toBeVisible();
      await expect(page).toHaveURL('/myorders');
      expect((await loadQuote(request, id, made.token)).quote.status).toBe('Pending Quote');
    } finally {
      await close();
    }
  });

  test('a customer must confirm before changing a completed quote, which goes back to Pending Quote', async ({
    browser,
    request,
  }) => {
    const made = await customerWithQuotes(request, 'editor-confirm', [
      { label: 'Done tees', status: 'Completed Quote' },
    ]);
    const [id] = made.ids as [number];
    const { page, close } = await signedInPage(
      browser,
      made.account.email,
      '/myorders',
      made.account.password,
    );
    try {
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
      await expect
        .poll(async () => (await loadQuote(request, id, made.token)).quote.status)
        .toBe('Pending Quote');
    } finally {
      await close();
    }
  });

  test('the customer accepts a completed quote, the admin completes the order', async ({
    browser,
    request,
  }) => {
    const made = await customerWithQuotes(request, 'editor-accept', [
      { label: 'Accept tees', status: 'Completed Quote' },
    ]);
    const [id] = made.ids as [number];
    const customer = await signedInPage(browser, made.account.email, '/myorders', made.account.password);
    try {
      await customer.page.goto(`/myorders/edit/${id}`);
      await summary(customer.page).getByRole('button', { name: 'Accept' }).click();
      await expect(customer.page.getByText(QUOTE_MESSAGES.orderRequested)).toBeVisible();
      await expect(customer.page.getByText(QUOTE_MESSAGES.orderSubmittedNote)).toBeVisible();
      expect((await loadQuote(request, id, made.token)).quote.order_status).toBe('Requested Order');
    } finally {
      await customer.close();
    }
    const admin = await signInAdmin(browser);
    try {
      await admin.page.goto(`/admin/myorders/edit/${id}`);
      await summary(admin.page).getByRole('button', { name: 'Complete Order' }).click();
      await expect(admin.page.getByText(QUOTE_MESSAGES.orderCompleted)).toBeVisible();
      await expect(admin.page).toHaveURL('/admin/requests');
      expect((await loadQuote(request, id, made.adminToken)).quote.order_status).toBe('Completed Order');
    } finally {
      await admin.close();
    }
  });

  test('an admin sets costs and a discount, adds a task and a delivery line, and completes the quote', async ({
    browser,
    request,
  }) => {
    const made = await customerWithQuotes(request, 'editor-admin', [
      { label: 'Admin tees', status: 'Pending Quote' },
    ]);
    const [id] = made.ids as [number];
    const admin = await signInAdmin(browser);
    try {
      const page = admin.page;
      await page.goto(`/admin/requests/edit/${id}`);
      await expect(summary(page).getByText('Gross profit margin')).toBeVisible();
      await page.getByRole('textbox', { name: 'AS5001 cost', exact: true }).fill('7');
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
        made.adminToken,
      );
      expect(saved.quote.discount).toBe(12.5);
      const text = JSON.stringify(saved.quote.content);
      expect(text).toContain('"type":"delivery"');
      expect(text).toContain('"tasks":[{');

      await summary(page).getByRole('button', { name: 'Submit Quote' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.quoteCompleted)).toBeVisible();
      await expect(page).toHaveURL('/admin/requests');
      expect((await loadQuote(request, id, made.adminToken)).quote.status).toBe('Completed Quote');
    } finally {
      await admin.close();
    }
  });

  test('duplicate and reorder open the new quote', async ({ browser, request }) => {
    const made = await customerWithQuotes(request, 'editor-copy', [
      { label: 'Copy tees', status: 'Completed Quote' },
    ]);
    const [id] = made.ids as [number];
    const admin = await signInAdmin(browser);
    try {
      await admin.page.goto(`/admin/requests/edit/${id}`);
      await summary(admin.page).getByRole('button', { name: 'Duplicate' }).click();
      await expect(admin.page.getByText(QUOTE_MESSAGES.duplicated)).toBeVisible();
      await expect(admin.page).toHaveURL(/\/admin\/myorders\/edit\/\d+$/);
      expect(admin.page.url()).not.toMatch(new RegExp(`/${id}$`));
    } finally {
      await admin.close();
    }
    // The customer accepts, then reorders the order.
    await api(request, 'POST', `/api/quotes/edit/${id}`, made.token, { action: 'request_order' });
    const customer = await signedInPage(browser, made.account.email, '/myorders', made.account.password);
    try {
      await customer.page.goto(`/myorders/edit/${id}`);
      await summary(customer.page).getByRole('button', { name: 'Reorder' }).click();
      await expect(customer.page.getByRole('dialog').getByText(QUOTE_CONFIRM_TEXTS.reorder)).toBeVisible();
      await customer.page.getByRole('dialog').getByRole('button', { name: 'Reorder' }).click();
      await expect(customer.page.getByText(QUOTE_MESSAGES.copied)).toBeVisible();
      await expect(customer.page).toHaveURL(/\/myorders\/edit\/\d+$/);
      expect(customer.page.url()).not.toMatch(new RegExp(`/${id}$`));
      await expect(summary(customer.page).getByRole('button', { name: 'Submit Quote' })).toBeVisible();
    } finally {
      await customer.close();
    }
  });

  test('two admins on one quote: the warning, and the later save meets the conflict with nothing lost', async ({
    browser,
    request,
  }) => {
    const made = await customerWithQuotes(request, 'editor-two', [
      { label: 'Shared tees', status: 'Pending Quote' },
    ]);
    const [id] = made.ids as [number];
    const first = await signInAdmin(browser);
    const second = await signedInPage(browser, ADMIN2.email, '/admin/myorders');
    try {
      await first.page.goto(`/admin/requests/edit/${id}`);
      await expect(first.page.getByLabel('Description', { exact: true })).toBeVisible();
      await second.page.goto(`/admin/requests/edit/${id}`);
      await expect(second.page.getByText(QUOTE_MESSAGES.busy)).toBeVisible();

      await second.page.getByLabel('Description', { exact: true }).fill('Second admin typed this');
      await first.page.getByLabel('Description', { exact: true }).fill('First admin saved this');
      await summary(first.page).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(first.page.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();

      await summary(second.page).getByRole('button', { name: 'Save', exact: true }).click();
      const alert = second.page.getByRole('alert').filter({ hasText: 'Someone else saved this quote' });
      await expect(alert).toContainText('saved by Alex Morgan');
      await expect(second.page.getByLabel('Description', { exact: true })).toHaveValue(
        'Second admin typed this',
      );
      await alert.getByRole('button', { name: 'Reload the quote' }).click();
      await expect(second.page.getByLabel('Description', { exact: true })).toHaveValue(
        'First admin saved this',
      );
    } finally {
      await first.close();
      await second.close();
    }
  });

  test('a new quote needs a contact, then SUBMIT sends it', async ({ browser, request }) => {
    const made = await customerWithQuotes(request, 'editor-new', []);
    const { page, close } = await signedInPage(
      browser,
      made.account.email,
      '/myorders',
      made.account.password,
    );
    try {
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
      const list = await api<{ label: string; status: string }[]>(
        request,
        'GET',
        '/api/quotes/index',
        made.token,
      );
      expect(list.find((q) => q.label === 'Brand new tees')?.status).toBe('Requested');
    } finally {
      await close();
    }
  });

  test("an admin's new quote needs ?user, and view mode disables every field", async ({
    browser,
    request,
  }) => {
    const made = await customerWithQuotes(request, 'editor-view', [{ label: 'View tees' }]);
    const [id] = made.ids as [number];
    const admin = await signInAdmin(browser);
    try {
      await admin.page.goto('/admin/requests/add');
      await expect(admin.page.getByText(QUOTE_MESSAGES.invalidUserId)).toBeVisible();
      await admin.page.goto(`/admin/requests/add?user=${made.userId}`);
      await expect(admin.page.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
      await admin.page.goto(`/admin/myorders/view/${id}`);
      await expect(admin.page.getByLabel('Description', { exact: true })).toBeDisabled();
      await expect(summary(admin.page).getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
      await expectNoAxeViolations(admin.page);
    } finally {
      await admin.close();
    }
    const customer = await signedInPage(browser, made.account.email, '/myorders', made.account.password);
    try {
      await customer.page.goto(`/myorders/view/${id}`);
      await expect(customer.page.getByLabel('Description', { exact: true })).toBeDisabled();
      await expectNoAxeViolations(customer.page);
    } finally {
      await customer.close();
    }
  });

  test('a customer deletes a draft after confirming', async ({ browser, request }) => {
    const made = await customerWithQuotes(request, 'editor-delete', [{ label: 'Delete tees' }]);
    const [id] = made.ids as [number];
    const { page, close } = await signedInPage(
      browser,
      made.account.email,
      '/myorders',
      made.account.password,
    );
    try {
      await page.goto(`/requests/edit/${id}`);
      await summary(page).getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog').getByText(QUOTE_CONFIRM_TEXTS.deleteQuote)).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page).toHaveURL('/myorders');
      const admin = await signInByApi(request, ADMIN.email, ADMIN.password);
      const gone = await request.get(`/api/quotes/edit/${id}`, {
        headers: { Authorization: `Bearer ${admin.token}` },
      });
      expect(gone.status()).toBe(404);
    } finally {
      await close();
    }
  });
});
