import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, signIn } from './fixtures.ts';

/**
 * The admin product data page (/admin/uploadproduct): upload a supplier CSV, review the three
 * lists, accept, and find the new price in the Add Product dialog. Works on Buck Sports (BS),
 * which no other spec uses, and puts its catalogue back afterwards.
 */
const KEY = 'BS';

// Toasts are left out: their close buttons have no name yet (lib/notify.ts, reported).
const scan = (page: Page) => expectNoAxeViolations(page, { exclude: '.mantine-Notifications-root' });

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/** The catalogue's CSV download, split into header and rows of cells (the demo data has no quoted commas). */
async function downloadRows(page: Page, key = KEY): Promise<{ header: string; rows: string[][] }> {
  const res = await page.request.get(`/api/products/downloadcsv/${key}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(res.status()).toBe(200);
  const [header, ...lines] = (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { header: header ?? '', rows: lines.map((l) => l.split(',')) };
}

/** Uploads and accepts a CSV through the API (to restore a catalogue), with the lists' stage. */
async function uploadAndAccept(page: Page, csv: string, key = KEY): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const up = await page.request.post('/api/pages/upload', {
    headers,
    multipart: {
      supplier: key,
      filename: 'restore.csv',
      file: { name: 'restore.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(up.status(), await up.text()).toBe(200);
  const id = ((await up.json()) as { data: { upload: { id: number } } }).data.upload.id;
  const lists = await page.request.get(`/api/uploadproducts/index?supplier=${key}`, { headers });
  const { stage } = ((await lists.json()) as { data: { stage: string } }).data;
  const ok = await page.request.post('/api/uploadproducts/add', {
    headers,
    data: { supplier: key, upload_id: id, stage },
  });
  expect(ok.status(), await ok.text()).toBe(200);
}

test.describe('product data page', () => {
  test('uploads a CSV, shows the lists, accepts, and the dialog shows the new price', async ({ page }) => {
    // Two uploads, two axe scans and a catalogue reload: more than the default budget on 2 cores.
    test.slow();
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto('/admin/uploadproduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Product Data' })).toBeVisible();
    for (const name of ['WFM', 'Upload', 'Setting Size', 'Download']) {
      await expect(page.getByRole('tab', { name })).toBeVisible();
    }

    // No provider: the spec's message, nothing sent.
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Select provider!' }).first()).toBeVisible();

    const original = await downloadRows(page);
    const originalCsv = [original.header, ...original.rows.map((r) => r.join(','))].join('\n');
    const code = original.rows[0]?.[0] as string;
    const dropped = original.rows.find((r) => r[0] !== code) as string[];
    const changed = original.rows
      .filter((r) => r !== dropped)
      .map((r) => (r[0] === code ? [r[0], r[1], '123.45', ...r.slice(3)] : r));
    const csv = [
      original.header,
      ...changed.map((r) => r.join(',')),
      `E2E1,4.00,9.90,${KEY},M,Black,E2E1-BLK-M,E2E Training Tee,T-Shirts,,10`,
    ].join('\n');

    try {
      await page.getByRole('combobox', { name: 'Provider' }).click();
      await page.getByRole('option', { name: `Buck Sports (${KEY})` }).click();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'buck-sports.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(page.getByText('The products have been uploaded')).toBeVisible();
      await expect(page.getByTestId('upload-rows').locator('tbody tr')).toHaveCount(
        Math.min(20, changed.length + 1),
      );

      const updates = changed.filter((r) => r[0] === code).length;
      const lists = page.getByRole('heading', { name: 'Products to delete' });
      await expect(lists).toBeVisible();
      await expect(page.getByTestId('list-deleteProducts').locator('tbody tr')).toHaveCount(1);
      await expect(page.getByTestId('list-newProducts').locator('tbody tr')).toHaveCount(1);
      await expect(page.getByTestId('list-updateProducts').locator('tbody tr')).toHaveCount(
        Math.min(20, updates),
      );
      await expect(page.getByTestId('list-newProducts')).toContainText('E2E1');
      await scan(page);

      await page.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByText('The products have been accepted')).toBeVisible();
      // The upload added E2E1 and changed the price of another product: both are said.
      await expect(page.getByText('Products have been added', { exact: true })).toBeVisible();
      await expect(page.getByText('Products have been updated', { exact: true })).toBeVisible();

      // The dialog shows the new price.
      await page.getByRole('button', { name: 'Browse catalogues' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Product' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('combobox', { name: 'Product code' }).fill(code);
      await page.getByRole('option', { name: new RegExp(`^${code} — `) }).click();
      await expect(dialog.getByTestId('product-price')).toHaveText('$123.45');
      await scan(page);
    } finally {
      await uploadAndAccept(page, originalCsv);
    }
  });

  test('stages a one-call replace for review instead of deleting the catalogue', async ({ page }) => {
    // NCC Apparel (NCCA): no other spec uses it.
    const key = 'NCCA';
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    const original = await downloadRows(page, key);
    const one = [
      { code: 'ONLY1', cost: 1, price: 2, supplier: key, size: 'M', colour: 'Black', sku: 'ONLY1-B-M' },
    ];
    const res = await page.request.post('/api/uploadproducts/add', {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
      data: { supplier: key, standard_csv: JSON.stringify(one) },
    });
    expect(res.status(), await res.text()).toBe(200);
    const staged = ((await res.json()) as { data: { applied: boolean; counts: { delete: number } } }).data;
    expect(staged).toMatchObject({ applied: false, counts: { delete: original.rows.length } });
    // Nothing was deleted: the catalogue is as it was.
    expect((await downloadRows(page, key)).rows).toEqual(original.rows);

    try {
      await page.goto('/admin/uploadproduct');
      await page.getByRole('combobox', { name: 'Provider' }).click();
      await page.getByRole('option', { name: `NCC Apparel (${key})` }).click();
      const deleting = page.getByRole('region', { name: 'Products to delete', exact: true });
      await expect(deleting.getByText(String(original.rows.length), { exact: true })).toBeVisible();
      await expect(page.getByTestId('list-newProducts')).toContainText('ONLY1');
      await expect(page.getByRole('button', { name: 'Accept' })).toBeEnabled();
    } finally {
      // Replace the staged table with the catalogue itself and accept it: nothing left waiting.
      await uploadAndAccept(
        page,
        [original.header, ...original.rows.map((r) => r.join(','))].join('\n'),
        key,
      );
    }
  });

  test('saves a size position and shows the sizes in order', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto('/admin/uploadproduct');
    await page.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'Headwear (HW)' }).click();
    await page.getByRole('tab', { name: 'Setting Size' }).click();
    const table = page.getByTestId('size-table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const first = (await table.locator('tbody tr td').first().textContent()) ?? '';
    const position = page.getByRole('textbox', { name: `Position of size ${first}` });
    const before = await position.inputValue();
    await position.fill('5');
    await page.getByRole('button', { name: 'Save positions' }).click();
    await expect(page.getByText('You have set successfully')).toBeVisible();
    await scan(page);
    // Put it back.
    await position.fill(before);
    await page.getByRole('button', { name: 'Save positions' }).click();
  });
});
