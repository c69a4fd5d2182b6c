import { type APIRequestContext, expect, test } from '@playwright/test';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, api, signIn } from './fixtures.ts';
import { asAdmin, money, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

type Answer = { quote: { order_status: string }; priced: { summary: { total: number; products: number } } };
const quoteOf = (request: APIRequestContext, id: number, token: string) =>
  api<Answer>(request, 'GET', `/api/quotes/edit/${id}`, token);

test.describe('quote view page (accounts spec 2.9)', () => {
  test('a customer sees the items and the totals as the server priced them, and submits the order', async ({
    page,
    request,
  }) => {
    const { account, token, id } = await customerWithQuote(request, 'view', {
      label: 'Viewed tees',
      status: 'Completed Quote',
    });
    const { priced } = await quoteOf(request, id, token);
    await signIn(page, account.email, account.password, '/myorders');
    await page.goto(`/requests/view/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Viewed tees - R1' })).toBeVisible();
    const items = page.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('row', { name: /AS5001 Staple Tee/ })).toContainText(
      money(priced.summary.products),
    );
    await expect(items.getByRole('row', { name: /Screen Print 1C at Breast Left/ })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByRole('row', { name: /^Total \$/ })).toContainText(money(priced.summary.total));
    // No staff figures for a customer.
    await expect(page.getByLabel('Approve price')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Conversation Log/ })).toContainText('0');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'SUBMIT ORDER' }).click();
    await expect(page).toHaveURL('/myorders');
    await expect(page.getByText('Your order has been submitted').first()).toBeVisible();
    expect((await quoteOf(request, id, token)).quote.order_status).toBe('Requested Order');
  });

  test('a customer may place a draft as an order and repeats it on the new-quote page, without staff lines', async ({
    browser,
    page,
    request,
  }) => {
    const { account, token, id } = await customerWithQuote(request, 'view-draft', { label: 'Draft vests' });
    // Staff add a delivery line and show it to the customer; only staff may add one (quote spec 6).
    await asAdmin(browser, async (admin) => {
      await admin.goto(`/admin/myorders/edit/${id}`);
      await admin.getByRole('button', { name: 'Add line' }).click();
      await admin.getByRole('menuitem', { name: 'Delivery' }).click();
      const delivery = admin.getByRole('table', { name: /^Delivery/ });
      await delivery.getByLabel(/price$/).fill('15');
      await delivery.getByLabel(/shown to customer$/).check();
      await summary(admin).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(admin.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
    });

    await signIn(page, account.email, account.password, '/myorders');
    await page.goto(`/requests/view/${id}`);
    // A draft may be placed as an order that staff finalise (decisions/100); here it is changed instead.
    await expect(page.getByRole('button', { name: 'SUBMIT ORDER' })).toBeEnabled();
    await page.getByRole('button', { name: 'CHANGE QUOTE' }).click();
    await expect(page).toHaveURL(`/requests/edit/${id}`);
    await expect(page.getByRole('table', { name: /^Delivery/ })).toBeVisible();
    await page.goto(`/requests/view/${id}`);
    await page.getByRole('button', { name: 'REPEAT QUOTE' }).click();
    await expect(page).toHaveURL(`/requests/add?method=repeat&id=${id}`);

    // The copy starts with the customer's lines only, so SAVE DRAFT is accepted.
    await expect(page.getByLabel('AS5001 White L quantity', { exact: true })).toHaveValue('30');
    await expect(page.getByRole('table', { name: /^Delivery/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'SAVE DRAFT' }).click();
    await expect(page.getByText(QUOTE_MESSAGES.orderAdded)).toBeVisible();
    await expect(page).toHaveURL('/myorders');
    const list = await api<{ id: number; label: string }[]>(request, 'GET', '/api/quotes/index', token);
    const copy = list.find((q) => q.id !== id && q.label === 'Draft vests');
    expect(copy).toBeDefined();
    const saved = await quoteOf(request, copy?.id ?? 0, token);
    expect(JSON.stringify(saved.quote)).not.toContain('"type":"delivery"');
  });

  test('an admin sees the read-only Approve price, Discount and Total and repeats the quote as a copy', async ({
    page,
    request,
  }) => {
    const { adminToken, id } = await customerWithQuote(request, 'view-admin', {
      label: 'Approved caps',
      status: 'Requested',
    });
    const { version } = await api<{ quote: { version: number } }>(
      request,
      'GET',
      `/api/quotes/edit/${id}`,
      adminToken,
    ).then((read) => read.quote);
    await api(request, 'POST', `/api/quotes/edit/${id}`, adminToken, {
      approved_price: 700,
      discount: 20.5,
      version,
    });
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto(`/admin/requests/view/${id}`);
    await expect(page.getByLabel('Approve price')).toHaveValue('700.00');
    await expect(page.getByLabel('Approve price')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Discount')).toHaveValue('20.50');
    await expect(page.getByLabel('Total', { exact: true })).toHaveValue('679.50');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'CHANGE QUOTE' }).click();
    await expect(page).toHaveURL(`/admin/requests/edit/${id}`);
    await page.goto(`/admin/requests/view/${id}`);
    await page.getByRole('button', { name: 'REPEAT QUOTE' }).click();
    await expect(page).toHaveURL(/\/admin\/requests\/edit\/\d+$/);
    expect(page.url()).not.toContain(`/edit/${id}`);
  });
});
