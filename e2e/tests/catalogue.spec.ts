import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, CUSTOMER, signIn } from './fixtures.ts';

/**
 * The Add Product dialog, reached through "Browse catalogues" on the admin product data page
 * (without the Add Product button) and through the quote editor's Add Product menu.
 */
const openDialog = async (page: Page) => {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
  await page.goto('/admin/uploadproduct');
  await page.getByRole('button', { name: 'Browse catalogues' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Product' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe('Add Product dialog', () => {
  test('picks a catalogue, searches a product and fills the colour by size grid', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/products/')) calls.push(new URL(r.url()).pathname);
    });
    const dialog = await openDialog(page);
    // No catalogue is loaded before one is picked.
    expect(calls).toEqual([]);

    const catalogue = dialog.getByRole('combobox', { name: 'Catalogue' });
    await catalogue.fill('zzz');
    await expect(page.getByText('No matches found').filter({ visible: true })).toBeVisible();
    await catalogue.fill('king');
    await page.getByRole('option', { name: 'King Gee (KG)' }).click();
    await expect
      .poll(() => calls.filter((c) => c.startsWith('/api/products/search/KG')).length)
      .toBeGreaterThan(0);
    expect(calls.some((c) => c.includes('/getproductlist/'))).toBe(false);

    const product = dialog.getByRole('combobox', { name: 'Product code' });
    await product.click();
    const firstOption = page.getByRole('option').first();
    await expect(firstOption).toBeVisible();
    const label = (await firstOption.textContent()) ?? '';
    const code = label.split(' — ')[0] as string;
    await product.fill(code.slice(0, 3));
    await page.getByRole('option', { name: label }).click();

    await expect(dialog.getByRole('columnheader', { name: 'Colour' })).toBeVisible();
    await expect(dialog.getByTestId('product-price')).toHaveText(/^\$\d+\.\d{2}$/);
    const cells = dialog.getByRole('textbox', { name: /^Quantity of / });
    expect(await cells.count()).toBeGreaterThan(0);
    // Tab moves from one quantity to the next; typing a number sets it.
    await cells.first().click();
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12');
    await expect(cells.first()).toHaveValue('3');
    await expect(cells.nth(1)).toHaveValue('12');
    // Minimum 0: a minus sign is not taken.
    await cells.nth(1).fill('-4');
    await expect(cells.nth(1)).not.toHaveValue('-4');

    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
  });

  test('is wider for a product with more than 10 sizes', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('combobox', { name: 'Catalogue' }).fill('hard');
    await page.getByRole('option', { name: 'Hard Yakka (HY)' }).click();
    // Work pants come in waist sizes 72R to 132R.
    await dialog.getByRole('combobox', { name: 'Product code' }).fill('pant');
    const option = page.getByRole('option', { name: /Mens .*Pant/ }).first();
    await option.click();
    const headers = dialog.getByRole('columnheader');
    await expect(headers.nth(1)).toBeVisible();
    const sizes = (await headers.count()) - 1;
    const box = await page.locator('.mantine-Modal-content').boundingBox();
    expect(sizes).toBeGreaterThan(10);
    expect(box?.width ?? 0).toBeGreaterThan(900);
  });

  test('adds every quantity above 0 to the quote, and nothing when all are 0', async ({ page }) => {
    await signIn(page, CUSTOMER.email, CUSTOMER.password, '/myorders');
    await page.goto('/requests/add');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('menuitem', { name: 'From Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    const picker = dialog.getByRole('combobox', { name: 'Catalogue' });
    await picker.fill('king');
    await page.getByRole('option', { name: 'King Gee (KG)' }).click();
    await dialog.getByRole('combobox', { name: 'Product code' }).click();
    await page.getByRole('listbox', { name: 'Product code' }).getByRole('option').first().click();
    const cells = dialog.getByRole('textbox', { name: /^Quantity of / });
    await expect(cells.first()).toBeVisible();
    const productRows = page.getByRole('spinbutton', { name: / quantity$/ });

    // Every cell 0: nothing is added and nothing is said.
    await dialog.getByRole('button', { name: 'Add Product', exact: true }).click();
    await expect(page.getByText('The products have been added into the list')).toHaveCount(0);

    // Two cells above 0: the message, and two product lines (so the click with 0s added none).
    await cells.first().fill('4');
    await cells.nth(1).fill('6');
    await dialog.getByRole('button', { name: 'Add Product', exact: true }).click();
    await expect(page.getByText('The products have been added into the list').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(productRows).toHaveCount(2);
  });
});
