import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, api, signIn, withPage } from './fixtures.ts';
import { TOUR_PAGES, type TourIds, type TourWho } from './page-tour-pages.ts';
import { loadQuote, money, summary } from './quote-editor-helpers.ts';
import { customerWithQuotes } from './quote-fixtures.ts';

/**
 * every page of the portal, in each role, at a laptop's 1366×768 and a
 * phone's 390×844, fits the window (nothing makes the page scroll sideways; wide tables scroll in
 * their own box) and passes axe. The pages are the route table's (page-tour-pages.ts; a unit test
 * keeps the two lists equal).
 */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/** A fresh customer with a draft quote, a completed quote and an order, for the pages with an id. */
async function tourCustomer(request: APIRequestContext) {
  const made = await customerWithQuotes(request, 'tour', [
    { label: 'Tour draft' },
    { label: 'Tour completed', status: 'Completed Quote' },
    { label: 'Tour order', status: 'Completed Quote' },
  ]);
  const [draft, completed, order] = made.ids as [number, number, number];
  const { version } = (await loadQuote(request, order, made.token)).quote;
  await api(request, 'POST', `/api/quotes/edit/${order}`, made.token, { action: 'request_order', version });
  const ids: TourIds = { draft, completed, order, customer: made.userId };
  return { ids, account: made.account };
}

/** How far the page reaches past the window's right edge, in CSS pixels (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// The six tours are independent and each takes minutes: they may run on both workers at once.
test.describe.configure({ mode: 'parallel' });

/**
 * What one page of a tour may take: open it, wait for the network to settle, scan it with axe.
 * The limit is per page, so the longest tour (staff's, a score of pages) gets as long as its pages
 * need: on a busy machine (a load of 13) one tour took longer than six minutes, with every page
 * passing. A page that hangs still fails its own step at this limit.
 */
const PAGE_LIMIT_MS = 60_000;

for (const size of SIZES) {
  for (const who of ['signed-out', 'customer', 'admin'] as const satisfies readonly TourWho[]) {
    test(`every ${who} page fits ${size.width}px and passes axe`, async ({ browser, request }) => {
      const stops = TOUR_PAGES.filter((p) => p.who.includes(who));
      // One page's limit for each page, and one more for making the customer and signing in.
      test.setTimeout(PAGE_LIMIT_MS * (stops.length + 1));
      const { ids, account } = await tourCustomer(request);
      await withPage(
        browser,
        async (page) => {
          if (who === 'customer') await signIn(page, account.email, account.password, '/myorders');
          if (who === 'admin') await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
          for (const stop of stops) {
            const path = stop.open(ids);
            await test.step(
              path,
              async () => {
                await page.goto(path);
                await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
                await page.waitForLoadState('networkidle');
                expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
                await expectNoAxeViolations(page);
              },
              { timeout: PAGE_LIMIT_MS },
            );
          }
        },
        { viewport: size },
      );
    });
  }
}

test('on a phone the quote lists are cards and the editor takes a quantity; on a laptop the admin list shows every column', async ({
  browser,
  request,
}) => {
  const { account } = await tourCustomer(request);
  await withPage(
    browser,
    async (page) => {
      await signIn(page, account.email, account.password, '/myorders');
      await page.goto('/requests');
      const drafts = page.getByRole('list', { name: 'draft quotes' });
      await expect(drafts.getByRole('listitem')).toHaveCount(1);
      await expect(drafts.getByRole('listitem')).toContainText('Tour draft - R1');
      await expect(drafts.getByRole('link', { name: /^View quote \d+$/ })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);

      // The editor on a phone: the table scrolls in its own box, and a quantity can be changed.
      await drafts.getByRole('link', { name: /^View quote \d+$/ }).click();
      const qty = page.getByRole('table', { name: /^Products/ }).getByLabel('AS5001 White L quantity');
      await qty.scrollIntoViewIfNeeded();
      await qty.fill('40');
      await expect(summary(page).getByTestId('summary-products')).toHaveText(money(48_000));
      expect(await sidewaysScroll(page), 'the editor scrolls sideways').toBeLessThanOrEqual(0);
    },
    { viewport: SIZES[1] },
  );
  await withPage(
    browser,
    async (page) => {
      await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
      await page.goto('/admin/requests');
      const table = page.getByRole('table', { name: 'quotes' });
      await expect(table.getByRole('columnheader', { name: 'View', exact: true })).toBeVisible();
      // The whole table is inside its box: no column is behind a sideways scroll.
      const hidden = await table.evaluate((element) => {
        const box = element.parentElement as HTMLElement;
        return box.scrollWidth - box.clientWidth;
      });
      expect(hidden).toBeLessThanOrEqual(0);
    },
    { viewport: SIZES[0] },
  );
});
