import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, signIn } from './fixtures.ts';

/**
 * Staff open the reports from the menu, read the margins of accepted orders by decoration
 * process (the demo's orders), export them as CSV, and the page passes axe.
 */
test('staff read the margin report by decoration process and export it', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'REPORTS' }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Group margins by' }).click();
  await page.getByRole('option', { name: 'Decoration process' }).click();
  const table = page.getByRole('table', { name: 'Margins by decoration process' });
  await expect(table.getByRole('columnheader', { name: 'Decoration process' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Quote funnel' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top 10 clients by revenue' })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download margins CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^margins-by-process-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Decoration process,Orders,Revenue ex GST,Cost,Gross profit,Margin %');
  expect(lines.at(-1)).toMatch(/^Total,\d+,-?\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{2}$/);
  // Every row in the table is a line of the file.
  await expect(table.getByRole('row')).toHaveCount(lines.length);
});
