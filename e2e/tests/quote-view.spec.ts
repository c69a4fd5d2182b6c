import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn } from './fixtures.ts';
import { customerWithQuotes } from './quote-fixtures.ts';

const scan = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    targets: v.nodes.map((n) => n.target),
  }));
  expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
};

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

type Answer = { quote: { order_status: string }; priced: { summary: { total: number; products: number } } };
const quoteOf = async (request: APIRequestContext, id: number, token: string) => {
  const response = await request.get(`/api/quotes/edit/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Answer }).data;
};

test.describe('quote view page (accounts spec 2.9)', () => {
  test('a customer sees the items and the totals as the server priced them, and submits the order', async ({
    page,
    request,
  }) => {
    const { account, token, ids } = await customerWithQuotes(request, 'view', [
      { label: 'Viewed tees', status: 'Completed Quote' },
    ]);
    const id = ids[0] as number;
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
    await expect(page.getByRole('button', { name: /Conversation log/ })).toContainText('0');
    await scan(page);

    await page.getByRole('button', { name: 'SUBMIT ORDER' }).click();
    await expect(page).toHaveURL('/myorders');
    await expect(page.getByText('Your order has been submitted').first()).toBeVisible();
    expect((await quoteOf(request, id, token)).quote.order_status).toBe('Requested Order');
  });

  test('a customer cannot submit a draft as an order and repeats it on the new-quote page', async ({
    page,
    request,
  }) => {
    const { account, ids } = await customerWithQuotes(request, 'view-draft', [{ label: 'Draft vests' }]);
    await signIn(page, account.email, account.password, '/myorders');
    await page.goto(`/requests/view/${ids[0]}`);
    await expect(page.getByRole('button', { name: 'SUBMIT ORDER' })).toBeDisabled();
    await page.getByRole('button', { name: 'CHANGE QUOTE' }).click();
    await expect(page).toHaveURL(`/requests/edit/${ids[0]}`);
    await page.goto(`/requests/view/${ids[0]}`);
    await page.getByRole('button', { name: 'REPEAT QUOTE' }).click();
    await expect(page).toHaveURL(`/requests/add?method=repeat&id=${ids[0]}`);
  });

  test('an admin sees the read-only Approve price, Discount and Total and repeats the quote as a copy', async ({
    page,
    request,
  }) => {
    const { adminToken, ids } = await customerWithQuotes(request, 'view-admin', [
      { label: 'Approved caps', status: 'Requested' },
    ]);
    const id = ids[0] as number;
    const saved = await request.post(`/api/quotes/edit/${id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { approved_price: 700, discount: 20.5 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto(`/admin/requests/view/${id}`);
    await expect(page.getByLabel('Approve price')).toHaveValue('700.00');
    await expect(page.getByLabel('Approve price')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Discount')).toHaveValue('20.50');
    await expect(page.getByLabel('Total', { exact: true })).toHaveValue('679.50');
    await scan(page);

    await page.getByRole('button', { name: 'CHANGE QUOTE' }).click();
    await expect(page).toHaveURL(`/admin/requests/edit/${id}`);
    await page.goto(`/admin/requests/view/${id}`);
    await page.getByRole('button', { name: 'REPEAT QUOTE' }).click();
    await expect(page).toHaveURL(/\/admin\/requests\/edit\/\d+$/);
    expect(page.url()).not.toContain(`/edit/${id}`);
  });
});
