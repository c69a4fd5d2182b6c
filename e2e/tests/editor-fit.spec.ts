import { expect, type Locator, type Page, test } from '@playwright/test';
import { QUOTE_CONFIRM_TEXTS, QUOTE_MESSAGES } from '@portal/domain/quote';
import { DECLINE_MESSAGES } from '@portal/domain/quote-links';
import { api, withPage } from './fixtures.ts';
import { asAdmin, asPerson, loadQuote, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/** A laptop's screen: the editor must work here without the page scrolling sideways. */
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const PHONE = { viewport: { width: 390, height: 844 } };

/** Whether an element lies wholly inside another's visible box, sideways. */
async function insideSideways(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

/** The labels of the Order Summary's buttons whose text is cut off by the button's box. */
const clippedLabels = (page: Page) =>
  summary(page)
    .locator('.mantine-Button-label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
    );

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('at 1366x768 every section keeps code, description, quantity and amount in view, and no label is cut', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'fit', { label: 'Fitted tees', status: 'Completed Quote' });
  const { version } = (await loadQuote(request, made.id, made.token)).quote;
  await api(request, 'POST', `/api/quotes/edit/${made.id}`, made.token, { action: 'request_order', version });

  await withPage(
    browser,
    async (page) => {
      await page.goto('/login-page');
      await page.getByLabel('Email').fill('admin@example.com');
      await page.getByLabel('Password', { exact: true }).fill('demo1234');
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await expect(page).toHaveURL('/admin/myorders');

      await page.goto(`/admin/myorders/edit/${made.id}`);
      const box = page.getByRole('region', { name: 'Quote table' });
      const products = page.getByRole('table', { name: /^Products/ }).first();
      const brands = page.getByRole('table', { name: /^Brand Management/ }).first();
      await expect(products).toBeVisible();
      await box.scrollIntoViewIfNeeded();
      expect(await pageScrollsSideways(page)).toBe(false);

      // Before and after the positions are scrolled to their end, what a line is stays in view.
      for (const end of [false, true]) {
        if (end) await box.evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
        for (const table of [products, brands]) {
          const header = table.getByRole('columnheader');
          for (const name of ['Description', 'Qty', 'Amount'])
            expect(await insideSideways(header.filter({ hasText: new RegExp(`^${name}$`) }), box), name).toBe(
              true,
            );
        }
        expect(
          await insideSideways(products.getByRole('columnheader', { name: 'Code', exact: true }), box),
        ).toBe(true);
        const row = products.getByRole('row').nth(1);
        expect(await insideSideways(row.getByRole('cell').filter({ hasText: /^\$/ }).last(), box)).toBe(true);
        expect(await insideSideways(row.getByRole('spinbutton', { name: / quantity$/ }), box)).toBe(true);
      }
      expect(await pageScrollsSideways(page)).toBe(false);

      // The Order Summary's longest label is whole.
      await expect(summary(page).getByRole('button', { name: 'Send to Job Management' })).toBeVisible();
      expect(await clippedLabels(page)).toEqual([]);

      // The client hub's tabs fit too: the Jobs tab's list does not scroll sideways.
      await page.goto(`/admin/myorders?userid=${made.userId}`);
      await page.getByRole('tab', { name: 'Jobs' }).click();
      const jobs = page
        .getByRole('table')
        .filter({ has: page.getByRole('columnheader', { name: 'Job and invoice' }) });
      await expect(jobs.getByRole('row', { name: new RegExp(`\\bQ${made.id}\\b`) })).toBeVisible();
      const scroller = jobs.locator('xpath=..');
      expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      expect(await pageScrollsSideways(page)).toBe(false);
    },
    LAPTOP,
  );
});

test('on a 390 px phone a customer enters six sizes of one colour, one per row, the preview folded', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'phone', { label: 'Phone tees' });
  await withPage(
    browser,
    async (page) => {
      await page.goto('/login-page');
      await page.getByLabel('Email').fill(made.account.email);
      await page.getByLabel('Password', { exact: true }).fill(made.account.password);
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await expect(page).toHaveURL('/myorders');
      await page.goto(`/requests/edit/${made.id}`);
      const quantities = page.getByRole('spinbutton', { name: / quantity$/ });
      await expect(quantities.first()).toBeVisible();
      const before = await quantities.count();

      await page.getByRole('button', { name: 'Add Product' }).click();
      await page.getByRole('menuitem', { name: 'From Store' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Product' });
      const catalogue = dialog.getByRole('combobox', { name: 'Catalogue' });
      await catalogue.click();
      await catalogue.fill('King');
      await page.getByRole('option', { name: /King Gee \(KG\)/ }).click();

      // The first product whose first colour comes in six sizes or more.
      const product = dialog.getByRole('combobox', { name: 'Product code' });
      const sizes = dialog.getByRole('group', { name: /^Sizes of / }).getByRole('textbox');
      let found = false;
      for (let i = 0; i < 10 && !found; i++) {
        await product.click();
        await page.getByRole('listbox', { name: 'Product code' }).getByRole('option').nth(i).click();
        await expect(sizes.first()).toBeVisible();
        found = (await sizes.count()) >= 6;
      }
      expect(found).toBe(true);

      // One size a row: each field sits below the one before, full width apart from its label.
      const boxes = await Promise.all(Array.from({ length: 6 }, (_, i) => sizes.nth(i).boundingBox()));
      for (let i = 1; i < 6; i++) expect(boxes[i]?.y ?? 0).toBeGreaterThan(boxes[i - 1]?.y ?? 0);
      // The preview is folded away until asked for.
      const price = dialog.getByTestId('product-price');
      await expect(price).toBeHidden();
      await dialog.getByText('Product details').click();
      await expect(price).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      for (let i = 0; i < 6; i++) await sizes.nth(i).fill(String(i + 1));
      await dialog.getByRole('button', { name: 'Add Product', exact: true }).click();
      await expect(page.getByText(QUOTE_MESSAGES.productsAdded).first()).toBeVisible();
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog).toBeHidden();
      await expect(quantities).toHaveCount(before + 6);
    },
    PHONE,
  );
});

test('a customer is asked before Decline, and Cancel leaves the quote as it was', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'decline', {
    label: 'Declined tees',
    status: 'Completed Quote',
  });
  await asPerson(browser, made.account, '/myorders', async (page) => {
    await page.goto(`/requests/edit/${made.id}`);
    await summary(page).getByRole('button', { name: 'Decline' }).click();
    const confirm = page.getByRole('dialog', { name: 'Decline quote' });
    await expect(confirm).toContainText(QUOTE_CONFIRM_TEXTS.reject);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await loadQuote(request, made.id, made.token)).quote.status).toBe('Completed Quote');

    await summary(page).getByRole('button', { name: 'Decline' }).click();
    // Declining names its reason: without one the dialog says so and nothing is sent.
    await confirm.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(confirm.getByRole('alert')).toHaveText(DECLINE_MESSAGES.reasonRequired);
    await confirm.getByRole('radio', { name: 'Lead time' }).check();
    await confirm.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByText(QUOTE_MESSAGES.quoteDeclined)).toBeVisible();
    expect((await loadQuote(request, made.id, made.token)).quote.status).toBe('Declined Quote');
  });
});

test('NEW QUOTE REQUEST left untouched leaves no Untitled draft; the downloads say what they are', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'walk-away', { label: 'Kept quote' });
  const statusOf = async (id: number) =>
    (
      await request.get(`/api/quotes/edit/${id}`, { headers: { Authorization: `Bearer ${made.adminToken}` } })
    ).status();
  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/myorders?userid=${made.userId}`);
    // As staff do, once the client's card has shown: the draft takes its primary contact. The
    // card names it in more than one place (its heading, a badge, the contact's checkbox).
    await expect(page.getByText('Primary Contact').first()).toBeVisible();
    await page.getByRole('button', { name: 'NEW QUOTE REQUEST' }).click();
    await expect(page).toHaveURL(/\/admin\/requests\/edit\/\d+$/);
    const draft = Number(page.url().split('/').pop());
    await expect(summary(page).getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    expect(await statusOf(draft)).toBe(200);
    // Walk away through the menu: the empty draft goes with the editor.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'CLIENTS' }).click();
    await expect(page).toHaveURL('/admin/myorders');
    await expect.poll(() => statusOf(draft)).toBe(404);
    // The client's own quote stays.
    expect(await statusOf(made.id)).toBe(200);

    // The two downloads of a provider no longer share a name.
    await page.goto('/admin/uploadproduct');
    const provider = page.getByRole('combobox', { name: 'Provider' });
    await provider.click();
    await provider.fill('KG');
    await page.getByRole('option', { name: /KG/ }).first().click();
    await page.getByRole('tab', { name: 'Download' }).click();
    const [catalogueFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download KG.csv' }).click(),
    ]);
    expect(catalogueFile.suggestedFilename()).toBe('KG.csv');
    const [squareFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Square file/ }).click(),
    ]);
    expect(squareFile.suggestedFilename()).toBe('KG-square.csv');
  });
});
