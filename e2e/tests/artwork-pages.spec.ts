import { expect, type Page, test } from '@playwright/test';
import { FILE_MESSAGES } from '@portal/domain/files';
import { HOSTILE, PDF_TWO_PAGES, PNG } from '../../apps/server/src/modules/files/test-files.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin, asCustomer } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

type Chosen = { name: string; mimeType: string; buffer: Buffer };

/** Chooses a file through an upload button, as a person would. */
async function chooseThrough(page: Page, button: string, file: Chosen) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

const logos = (page: Page) => page.getByRole('table', { name: 'Logos' });
const visuals = (page: Page) => page.getByRole('table', { name: 'Visuals' });
const pdf: Chosen = { name: 'crest.pdf', mimeType: 'application/pdf', buffer: PDF_TWO_PAGES };
const png: Chosen = { name: 'sketch.png', mimeType: 'image/png', buffer: PNG };

/** the Logos page as the customer hub's Brand tab. */
test('a customer uploads, previews, downloads and deletes logos on the Brand tab', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'brand-tab', { label: 'Brand tees' });
  await asCustomer(browser, made.account, async (page) => {
    await page.getByRole('tab', { name: 'Brand' }).click();
    await expect(logos(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Admin Upload' })).toHaveCount(0);

    // Judged by content: a page of HTML named .png is refused in the user's words.
    await chooseThrough(page, 'Upload', {
      name: 'evil.png',
      mimeType: 'image/png',
      buffer: HOSTILE.htmlAsPng,
    });
    await expect(page.getByText(FILE_MESSAGES.logoTypes)).toBeVisible();
    await expect(logos(page).getByRole('row')).toHaveCount(1);

    await chooseThrough(page, 'Upload', png);
    await expect(page.getByText(FILE_MESSAGES.brandAdded).first()).toBeVisible();
    await chooseThrough(page, 'Upload', pdf);
    await expect(logos(page).getByRole('row', { name: /crest\.pdf/ })).toContainText('Production-ready');
    await expect(logos(page).getByRole('row', { name: /sketch\.png/ })).toContainText('Reference only');

    // The pane shows the newest file, the PDF; choosing the PNG's name shows that instead.
    const pane = page.getByRole('region', { name: 'Preview pane' });
    await expect(pane.getByRole('img', { name: 'Page 1 of crest.pdf' })).toBeVisible();
    await logos(page).getByRole('button', { name: 'sketch.png', exact: true }).click();
    await expect(page.getByRole('img', { name: 'Preview of sketch.png' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/brand-tab.png', fullPage: true });

    // Preview opens the dialog on the PDF, with its pages.
    await logos(page).getByRole('button', { name: 'Preview crest.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'crest.pdf' });
    await expect(dialog.getByText('Page 1 of 2')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close the preview of crest.pdf' }).click();
    await expect(dialog).toHaveCount(0);

    const download = page.waitForEvent('download');
    await logos(page).getByRole('button', { name: 'Download crest.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('crest.pdf');

    await logos(page).getByRole('button', { name: 'Delete sketch.png' }).click();
    await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(FILE_MESSAGES.brandDeleted)).toBeVisible();
    await expect(logos(page).getByRole('row', { name: /sketch\.png/ })).toHaveCount(0);
  });
  const listed = await api<{ file_name: string }[]>(request, 'GET', '/api/brands/index', made.token);
  expect(listed.map((logo) => logo.file_name)).toEqual(['crest.pdf']);
});

/** staff's Brand tab asks for a client first and offers Admin Upload. */
test('staff make an Admin Upload once a client is chosen, and not before', async ({ browser, request }) => {
  const made = await customerWithQuote(request, 'brand-admin', { label: 'Staff tees' });
  await asAdmin(browser, async (page) => {
    const brandCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/brands/index')) brandCalls.push(sent.url());
    });
    await page.getByRole('tab', { name: 'Brand' }).click();
    await expect(page.getByText('Choose a company above to see its details.')).toBeVisible();
    expect(brandCalls).toEqual([]);

    await page.goto(`/admin/myorders?userid=${made.userId}`);
    await page.getByRole('tab', { name: 'Brand' }).click();
    await chooseThrough(page, 'Admin Upload', pdf);
    await expect(page.getByText(FILE_MESSAGES.brandAdded)).toBeVisible();
    await expect(logos(page).getByRole('row', { name: /crest\.pdf/ })).toContainText('Admin upload');
    expect(brandCalls.every((url) => url.includes(`userid=${made.userId}`))).toBe(true);
    await expectNoAxeViolations(page);

    // Staff add a visual for the client's quote from the client's Visuals tab.
    await page.getByRole('tab', { name: 'Visuals' }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Quote' });
    await dialog.getByRole('combobox', { name: 'Quote' }).click();
    await page.getByRole('option', { name: new RegExp(`^${made.id} · Staff tees`) }).click();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Visual' }).click();
    await (await chooser).setFiles(png);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(FILE_MESSAGES.visualAdded)).toBeVisible();
    await expect(visuals(page).getByRole('row', { name: /sketch\.png/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
  const shown = await api<{ visuals: { quote_id: number }[] }>(
    request,
    'GET',
    '/api/visuals/index',
    made.token,
  );
  expect(shown.visuals).toMatchObject([{ quote_id: made.id }]);
  const listed = await api<{ admin_file: boolean }[]>(request, 'GET', '/api/brands/index', made.token);
  expect(listed).toMatchObject([{ admin_file: true }]);
});

/** the Visuals page asks which quote a visual belongs to. */
test('a visual is uploaded for a quote chosen in Select a Quote, and deleted', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'visuals-tab', { label: 'Visual tees' });
  await asCustomer(browser, made.account, async (page) => {
    await page.getByRole('tab', { name: 'Visuals' }).click();
    await expect(visuals(page)).toBeVisible();
    await expect(visuals(page).getByRole('columnheader')).toHaveText(['Actions', 'No.', 'Name', 'Date']);

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Select a Quote' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Visual' }).click();
    await (await chooser).setFiles(png);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText(FILE_MESSAGES.visualNeedsQuote)).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('combobox', { name: 'Quote' }).click();
    await page.getByRole('option', { name: new RegExp(`^${made.id} · Visual tees`) }).click();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(FILE_MESSAGES.visualAdded)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const row = visuals(page).getByRole('row', { name: /sketch\.png/ });
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(made.id));
    await expect(page.getByRole('img', { name: 'Preview of sketch.png' })).toBeVisible();
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'Delete sketch.png' }).click();
    await page.getByRole('dialog', { name: 'Delete file' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(FILE_MESSAGES.visualDeleted)).toBeVisible();
    await expect(visuals(page).getByRole('row')).toHaveCount(1);
  });
});
