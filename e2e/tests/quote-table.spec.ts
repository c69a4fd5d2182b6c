import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { QUOTE_CONFIRM_TEXTS, QUOTE_MESSAGES } from '@portal/domain/quote';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin, asCustomer, loadQuote, money, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

const products = (page: Page) => page.getByRole('table', { name: /^Products/ });
const brands = (page: Page) => page.getByRole('table', { name: /^Brand Management/ });

/**
 * A customer with a second quote of `count` typed-in products coded `{prefix}1`, `{prefix}2`...,
 * three to a group when `groups` is given, else all in one group. Typed-in products, because a
 * customer's catalogue line must name a real SKU (decisions/050).
 */
async function typedInQuote(
  request: APIRequestContext,
  label: string,
  { prefix, count, qty, groups }: { prefix: string; count: number; qty: number; groups?: number },
) {
  const made = await customerWithQuote(request, `table-${prefix.toLowerCase()}`, { label });
  const groupList = groups
    ? Array.from({ length: groups }, (_, g) => ({ id: `g${g + 1}`, name: `Team ${g + 1}` }))
    : [{ id: 'g1', name: 'Crew' }];
  const items = Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    type: 'product',
    group_id: groups ? `g${Math.floor(i / 3) + 1}` : 'g1',
    subtype: 'custom_product',
    code: `${prefix}${i + 1}`,
    qty,
  }));
  const { id } = await api<{ id: number }>(request, 'POST', '/api/quotes/add', made.token, {
    content: { categories: [{ category_info: {}, groups: groupList, items }] },
    contact_user: String(made.contact),
    label,
  });
  return { account: made.account, id };
}

/** What is drawn on top at the middle of an element: its name, and the header cell it sits in. */
async function topmostAtMiddle(page: Page, element: Locator) {
  const at = await element.boundingBox();
  return page.evaluate(
    ([x, y]) => {
      const top = document.elementFromPoint(x as number, y as number);
      return { label: top?.ariaLabel ?? null, header: top?.closest('th')?.textContent ?? null };
    },
    [(at?.x ?? 0) + (at?.width ?? 0) / 2, (at?.y ?? 0) + (at?.height ?? 0) / 2],
  );
}

test.describe('the quote table', () => {
  test('a customer types quantities, ticks positions and chooses among their two decoration types', async ({
    browser,
    request,
  }) => {
    const { id, account } = await customerWithQuote(request, 'table-customer', { label: 'Table tees' });
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/requests/edit/${id}`);
      const qty = products(page).getByLabel('AS5001 White L quantity');
      await expect(qty).toHaveValue('30');
      // Customers see prices only.
      await expect(page.getByLabel(/cost$/)).toHaveCount(0);
      const type = brands(page).getByLabel('Screen Print 1C Breast Left decoration type');
      await expect(type.locator('option:not([disabled])')).toHaveText(['Screen Print 1C', 'Embroidery']);

      await qty.fill('40');
      await expect(products(page).getByText('$480.00')).toBeVisible();
      await expect(summary(page).getByTestId('summary-products')).toHaveText(money(48_000));
      await expect(brands(page).getByLabel('Screen Print 1C Breast Left quantity')).toHaveValue('40');

      await products(page).getByLabel('AS5001 White L Back Upper', { exact: true }).check();
      await expect(brands(page).getByLabel('Embroidery Back Upper decoration type')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: 'test-results/quote-table-customer.png', fullPage: true });
    });
  });

  test('an admin sees costs, adds a delivery line and a task, and must confirm deleting a group', async ({
    browser,
    request,
  }) => {
    const { id } = await customerWithQuote(request, 'table-admin', { label: 'Admin tees' });
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/myorders/edit/${id}`);
      await expect(products(page).getByLabel('AS5001 White L cost')).toHaveValue('6.00');

      await page.getByRole('button', { name: 'Add line' }).click();
      await page.getByRole('menuitem', { name: 'Delivery' }).click();
      const delivery = page.getByRole('table', { name: /^Delivery/ });
      await delivery.getByLabel(/price$/).fill('15');
      await delivery.getByLabel(/shown to customer$/).check();
      await expect(summary(page).getByTestId('summary-delivery')).toHaveText(money(1_500));

      await page.getByRole('button', { name: 'Tasks' }).click();
      const tasks = page.getByRole('table', { name: /^Tasks/ });
      await tasks.getByLabel('template 1 task 1 price').fill('45');
      await tasks.getByLabel('template 1 task 1 charged').check();
      await expect(summary(page).getByTestId('summary-customTasks')).toHaveText(money(4_500));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: 'test-results/quote-table-admin.png', fullPage: true });

      // A custom product, dragged by keyboard above the catalogue one, after confirming.
      await page.getByRole('button', { name: 'Add Product' }).click();
      await page.getByRole('menuitem', { name: 'Custom' }).click();
      await products(page).getByLabel('Custom product code').fill('CAP1');
      const codes = products(page).locator('tbody tr td:nth-child(3)');
      await expect(codes).toHaveText(['AS5001', '']);
      await products(page).getByRole('button', { name: 'Move CAP1' }).focus();
      await page.keyboard.press('Space');
      // The handle shows as pressed while the line is held; the test waits for each step.
      await expect(products(page).getByRole('button', { name: 'Move CAP1', pressed: true })).toBeVisible();
      // dnd-kit listens for the arrow keys from a timer set when the drag starts; a timer set now
      // runs after it, so the arrow key is not pressed before the table listens for it.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press('ArrowUp');
      // What a screen reader hears (drag-announcements.ts).
      await expect(
        page.getByRole('status').filter({ hasText: 'CAP1 is over AS5001 White L.' }),
      ).toBeAttached();
      await page.keyboard.press('Space');
      await expect(page.getByText('Are you sure to move this line?')).toBeVisible();
      await page.getByRole('button', { name: 'Yes' }).click();
      await expect(products(page).getByLabel('CAP1 code')).toBeVisible();
      await expect(products(page).locator('tbody tr').first().getByLabel('CAP1 code')).toBeVisible();

      await page.getByRole('button', { name: 'Delete group Staff tees' }).click();
      await expect(page.getByText(QUOTE_CONFIRM_TEXTS.deleteGroup)).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(products(page).getByLabel('AS5001 White L quantity')).toBeVisible();
    });
  });

  test('an admin gives a group its own discount, which the Order Summary and a reload keep, then removes it', async ({
    browser,
    request,
  }) => {
    const { id, adminToken } = await customerWithQuote(request, 'table-group-discount', {
      label: 'Group tees',
    });
    const serverFigure = async (key: string) =>
      (await loadQuote(request, id, adminToken)).priced.summaryLines.find((l) => l.key === key)?.amount;
    const totalBefore = (await serverFigure('total')) ?? 0;
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/myorders/edit/${id}`);
      const panel = summary(page);
      const groupDiscount = page.getByRole('table', { name: /^Group discount/ });
      const price = groupDiscount.getByLabel('Staff tees group discount price');
      await expect(panel.getByTestId('summary-discount')).toHaveText(money(0));

      await page.getByRole('button', { name: 'Add line' }).click();
      await page.getByRole('menuitem', { name: 'Group discount' }).click();
      await expect(groupDiscount.getByLabel('Staff tees group discount quantity')).toHaveValue('1');
      // Staff type a discount as an amount off; the engine takes it off whatever its sign.
      await price.fill('-10');
      await groupDiscount.getByLabel('Staff tees group discount description').fill('Loyal customer');
      await expect(panel.getByTestId('summary-discount')).toHaveText(money(-1_000));
      // $10.00 off the total ex GST is $11.00 off the total with GST.
      await expect(panel.getByTestId('summary-total')).toHaveText(money(totalBefore - 1_100));
      await expectNoAxeViolations(page);

      await panel.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
      expect(await serverFigure('discount')).toBe(-1_000);
      await page.reload();
      await expect(price).toHaveValue('-10');
      await expect(panel.getByTestId('summary-discount')).toHaveText(money(-1_000));
      // A group has one discount of its own: Add line offers no second.
      await page.getByRole('button', { name: 'Add line' }).click();
      await expect(page.getByRole('menuitem', { name: 'Delivery' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Group discount' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      await groupDiscount.getByRole('button', { name: 'Delete Staff tees group discount' }).click();
      await expect(groupDiscount).toHaveCount(0);
      await expect(panel.getByTestId('summary-total')).toHaveText(money(totalBefore));
      await panel.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
      expect(await serverFigure('total')).toBe(totalBefore);
    });
  });

  test("a long quote draws only the groups near the screen and the rest as the table's box scrolls", async ({
    browser,
    request,
  }) => {
    const { account, id } = await typedInQuote(request, 'Long quote', {
      prefix: 'LONG',
      count: 180,
      qty: 2,
      groups: 60,
    });
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/requests/edit/${id}`);
      // The first load of a 60-group quote: on the clean-clone run, under a load of 11, it passed
      // 10 s once; the speed goal for loading is measured in bench/quote-editor.ts.
      await expect(page.getByLabel('LONG1 quantity')).toBeVisible({ timeout: 30_000 });
      expect(await page.getByRole('region', { name: /^Group Team/ }).count()).toBeLessThan(30);
      await page.keyboard.press('End');
      await page.getByRole('region', { name: 'Quote table' }).hover();
      await page.mouse.wheel(0, 100_000);
      await expect(page.getByLabel('LONG180 quantity')).toBeVisible();
    });
  });

  test("a long section's column headers and a product's code stay in view while the table scrolls", async ({
    browser,
    request,
  }) => {
    const { account, id } = await typedInQuote(request, 'Big team', { prefix: 'TEAM', count: 40, qty: 1 });
    await asCustomer(browser, account, async (page) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`/requests/edit/${id}`);
      await expect(page.getByLabel('TEAM1 quantity')).toBeVisible();
      const box = page.getByRole('region', { name: 'Quote table' });
      // The box is at most a window high: the page scrolls to it, then the box scrolls.
      await box.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY),
      );
      const boxRect = await box.boundingBox();
      expect(boxRect?.height).toBeLessThanOrEqual(768);
      await box.hover();
      await page.mouse.wheel(0, 800);
      await expect(page.getByLabel('TEAM1 quantity')).not.toBeInViewport();
      // The Qty header is at the top of the box, drawn over the rows that scrolled under it.
      const qtyHeader = products(page).getByRole('columnheader', { name: 'Qty', exact: true });
      await expect(async () => {
        const header = await qtyHeader.boundingBox();
        const now = await box.boundingBox();
        expect(header && now && Math.abs(header.y - now.y)).toBeLessThanOrEqual(2);
      }).toPass({ timeout: 10_000 });
      expect((await topmostAtMiddle(page, qtyHeader)).header).toBe('Qty');

      // Scrolled sideways to the last garment position, a row's code stays at the box's left.
      await page.getByLabel('TEAM30 quantity').scrollIntoViewIfNeeded();
      const scrolled = await box.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
        return element.scrollLeft;
      });
      expect(scrolled).toBeGreaterThan(100);
      const code = page.getByLabel('TEAM30 code');
      await expect(async () => {
        const at = await code.boundingBox();
        const now = await box.boundingBox();
        const fromLeft = at && now ? at.x - now.x : -1;
        expect(fromLeft).toBeGreaterThanOrEqual(0);
        expect(fromLeft).toBeLessThan(200);
      }).toPass({ timeout: 10_000 });
      expect((await topmostAtMiddle(page, code)).label).toBe('TEAM30 code');
    });
  });
});
