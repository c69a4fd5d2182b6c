import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, CUSTOMER, signIn } from './fixtures.ts';

/** admins edit the price tables at /admin/setting/pricing. */

const PATH = '/admin/setting/pricing';
const FIRST_1C_PRICE = 'Screen Print 1C Tier 1 Price ($)';
const SAVED = 'The price tables have been saved';
const CONFIRM =
  'Save the price tables? Quotes priced from now on use the new figures; completed quotes keep theirs.';

/** The version the page shows: 0 while only the defaults exist. */
const shownVersion = async (page: Page): Promise<number> => {
  const text = (await page.getByTestId('price-tables-version').textContent()) ?? '';
  const match = /Current version: (\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
};

/** Counts the saves the browser sends. */
const countSaves = (page: Page) => {
  const saves = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/pricetables')
      saves.count += 1;
  });
  return saves;
};

const saveAndConfirm = async (page: Page) => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(CONFIRM);
  await dialog.getByRole('button', { name: 'Yes, save them' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
};

/**
 * How long the first drawing of the page's two hundred fields may take: on the clean-clone run, at
 * a load average of 11 with the other worker's browser beside it, it passed 10 s twice. What the
 * figures are is still asserted; how fast the page is, is not a browser test's question.
 */
const FIRST_LOAD = { timeout: 30_000 };

test.describe('Price tables', () => {
  test('an admin changes a price, is stopped by a bad one, saves and sees it after a reload', async ({
    page,
  }) => {
    // Two saves and two reloads of a page with some two hundred fields.
    test.slow();
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.getByRole('link', { name: 'ACCOUNT', exact: true }).click();
    await expect(page).toHaveURL('/admin/setting');
    await page.getByRole('link', { name: 'Price tables', exact: true }).click();
    await expect(page).toHaveURL(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Price tables' })).toBeVisible();

    const price = page.getByRole('textbox', { name: FIRST_1C_PRICE, exact: true });
    await expect(price).toHaveValue(/^\d+\.\d\d$/, FIRST_LOAD);
    const original = await price.inputValue();
    const before = await shownVersion(page);
    const changed = (Number(original) + 0.35).toFixed(2);
    const saves = countSaves(page);

    try {
      // A negative price, then an empty one: a message at the field, nothing sent.
      await price.fill('-1');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const section = page.getByRole('region', { name: 'Screen Print 1C' });
      await expect(section.getByText('Enter 0 or more')).toBeVisible();
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toBeVisible();
      await price.fill('');
      await expect(section.getByText('Enter a figure')).toBeVisible();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(saves.count).toBe(0);

      // Fixed: the messages go; cancelling the confirmation sends nothing either.
      await price.fill(changed);
      await expect(section.getByText('Enter a figure')).toBeHidden();
      await expect(price).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(CONFIRM);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      expect(saves.count).toBe(0);

      // Confirmed: saved, and a reload shows the new figure in a newer version.
      await saveAndConfirm(page);
      expect(saves.count).toBe(1);
      await page.reload();
      await expect(page.getByRole('textbox', { name: FIRST_1C_PRICE, exact: true })).toHaveValue(
        changed,
        FIRST_LOAD,
      );
      expect(await shownVersion(page)).toBeGreaterThan(before);
    } finally {
      // The suite shares one database: put the figure back for the tests after this one.
      await page.goto(PATH);
      const field = page.getByRole('textbox', { name: FIRST_1C_PRICE, exact: true });
      await expect(field).toHaveValue(/^\d+\.\d\d$/, FIRST_LOAD);
      if ((await field.inputValue()) !== original) {
        await field.fill(original);
        await saveAndConfirm(page);
        await page.reload();
        await expect(page.getByRole('textbox', { name: FIRST_1C_PRICE, exact: true })).toHaveValue(
          original,
          FIRST_LOAD,
        );
      }
    }
  });

  test('Reset to defaults fills the form but saves nothing', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto(PATH);
    const saves = countSaves(page);
    const price = page.getByRole('textbox', { name: FIRST_1C_PRICE, exact: true });
    await expect(price).toHaveValue(/^\d+\.\d\d$/, FIRST_LOAD);
    await price.fill('123.45');
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    // The spec's figure for up to 25 units (quote spec section 9).
    await expect(price).toHaveValue('9.40');
    await expect(page.getByText('Nothing changes until you save')).toBeVisible();
    expect(saves.count).toBe(0);
  });

  test('a customer going to the page is sent to / and on to their orders', async ({ page }) => {
    await signIn(page, CUSTOMER.email, CUSTOMER.password, '/myorders');
    let asked = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/pricetables') asked = true;
    });
    await page.goto(PATH);
    await expect(page).toHaveURL('/myorders');
    await expect(page.getByRole('heading', { level: 1, name: 'Price tables' })).toHaveCount(0);
    expect(asked).toBe(false);
  });

  test('axe finds no violation on the page, with and without field messages', async ({ page }) => {
    // Two axe scans of some two hundred fields take about 20 s on a quiet machine.
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto(PATH);
    await expect(page.getByRole('textbox', { name: FIRST_1C_PRICE, exact: true })).toHaveValue(
      /^\d+\.\d\d$/,
      FIRST_LOAD,
    );
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    // With a field message shown (nothing is saved: the form refuses it).
    await page.getByRole('textbox', { name: FIRST_1C_PRICE, exact: true }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter a figure')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
