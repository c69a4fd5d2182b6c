import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, api, signIn } from './fixtures.ts';
import { customerWithQuote, customerWithQuotes } from './quote-fixtures.ts';

/** The data rows of the first list on the page (header and spacer rows left out). */
const dataRows = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: /^View/ }) });

test.describe('quote list (accounts spec 2.8)', () => {
  test('an admin toggles Ready, Sent and Archive and the quote moves to the Archive tab and back', async ({
    page,
    request,
  }) => {
    const { userId, id, adminToken } = await customerWithQuote(request, 'flags', {
      label: 'Flag tees',
      status: 'Requested',
    });
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto(`/admin/requests?userid=${userId}`);
    const row = page.getByRole('row', { name: /Flag tees - R1/ });
    await expect(row).toBeVisible();
    // Total is the price with 10% GST, to two decimals.
    const [{ price }] = await api<[{ price: number }]>(
      request,
      'GET',
      `/api/quotes/index?userid=${userId}`,
      adminToken,
    );
    expect(price).toBeGreaterThan(0);
    await expect(row).toContainText(
      `$${(Math.round(price * 110) / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`,
    );
    await expect(row).toContainText('Requested');

    const ready = page.getByRole('switch', { name: `Ready/Review for quote ${id}` });
    await ready.check({ force: true });
    await expect(page.getByText('You have set successfully').first()).toBeVisible();
    await expect(ready).toBeChecked();
    const sent = page.getByRole('switch', { name: `Sent for quote ${id}` });
    await sent.check({ force: true });
    await expect(sent).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: `Ready/Review for quote ${id}` })).toBeChecked();
    await expect(page.getByRole('switch', { name: `Sent for quote ${id}` })).toBeChecked();

    // The row leaves the tab as soon as the list refreshes, so click rather than wait for a tick.
    await page.getByRole('switch', { name: `Archive for quote ${id}` }).click({ force: true });
    await expect(page.getByRole('row', { name: /Flag tees/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Archive' }).click();
    const archived = page.getByRole('switch', { name: `Archive for quote ${id}` });
    await expect(archived).toBeChecked();
    await archived.click({ force: true });
    await expect(page.getByRole('row', { name: /Flag tees/ })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Quotes' }).click();
    await expect(page.getByRole('row', { name: /Flag tees - R1/ })).toBeVisible();

    // The History column tells what happened, in order.
    await page.getByRole('button', { name: `History of quote ${id}` }).click();
    const history = page.getByRole('dialog', { name: `History of quote ${id}` });
    await expect(history).toContainText('marked it ready for review');
    await expect(history).toContainText('restored it from the archive');
  });

  test('an admin searches without regard to case and sorts by clicking a header', async ({
    page,
    request,
  }) => {
    const { userId, account } = await customerWithQuotes(request, 'search', [
      { label: 'Bravo polos' },
      { label: 'alpha jackets', status: 'Requested' },
      { label: 'Charlie caps', status: 'Requested' },
    ]);
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto(`/admin/requests?userid=${userId}`);
    await expect(dataRows(page)).toHaveCount(3);

    const name = page.getByRole('columnheader', { name: 'Name' });
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(dataRows(page).first()).toContainText('alpha jackets');
    await expect(dataRows(page).last()).toContainText('Charlie caps');
    await name.getByRole('button').click();
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(dataRows(page).first()).toContainText('Charlie caps');

    const search = page.getByRole('searchbox', { name: 'Search Quote' });
    await search.fill('BRAVO');
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText('Bravo polos - R1');
    // Status and company name match too.
    await search.fill('requested');
    await expect(dataRows(page)).toHaveCount(2);
    await page.goto('/admin/requests');
    await page.getByRole('searchbox', { name: 'Search Quote' }).fill(account.company.toUpperCase());
    await expect(dataRows(page)).toHaveCount(3);
    await expect(dataRows(page).first()).toContainText(account.company);
  });

  test('a customer sees its quotes grouped and opens one in edit mode', async ({ page, request }) => {
    const { account, ids } = await customerWithQuotes(request, 'groups', [
      { label: 'Draft hoodies' },
      { label: 'Asked vests', status: 'Requested' },
      { label: 'Waiting shorts', status: 'Pending Quote' },
      { label: 'Done shirts', status: 'Completed Quote' },
    ]);
    await signIn(page, account.email, account.password, '/myorders');
    await page.goto('/requests');
    const group = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
    await expect(group('Draft')).toContainText('Draft hoodies - R1');
    await expect(group('Requested')).toContainText('Asked vests');
    await expect(group('Requested')).toContainText('Waiting shorts');
    await expect(group('Completed')).toContainText('Done shirts');
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New Quote Request' })).toHaveAttribute(
      'href',
      '/requests/add',
    );
    await expectNoAxeViolations(page);

    await group('Draft')
      .getByRole('link', { name: `View quote ${ids[0]}` })
      .click();
    await expect(page).toHaveURL(`/requests/edit/${ids[0]}`);
  });

  test('shows every quote without paging, loading further rows as the table scrolls', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const wishes = Array.from({ length: 130 }, (_, i) => ({
      label: `Bulk ${String(i + 1).padStart(3, '0')}`,
    }));
    const { userId } = await customerWithQuotes(request, 'scroll', wishes);
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto(`/admin/requests?userid=${userId}`);
    await expect(page.getByRole('table', { name: 'quotes' })).toHaveAttribute('aria-rowcount', '131');
    const name = page.getByRole('columnheader', { name: 'Name' });
    await name.getByRole('button').click();
    await expect(dataRows(page).first()).toContainText('Bulk 001 - R1');
    // Only the rows in view are drawn; the last lies beyond the first slice of 100.
    await expect(page.getByRole('row', { name: /Bulk 130/ })).toHaveCount(0);
    const scroller = page.locator('div:has(> table)').first();
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(page.getByRole('row', { name: /Bulk 130 - R1/ })).toBeVisible();
  });

  test("shows 'Failed to fetch data. Please try again later.' when the list cannot load", async ({
    page,
  }) => {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.route('**/api/quotes/index**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"status":"error","data":"boom"}',
      }),
    );
    await page.goto('/admin/requests');
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch data. Please try again later.');
  });

  test('axe finds no violation on the admin list', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto('/admin/requests');
    await expect(dataRows(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /^Show the logo of quote/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /^Logo of quote/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
