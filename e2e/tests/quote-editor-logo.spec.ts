import { expect, type Page, test } from '@playwright/test';
import { FILE_MESSAGES } from '@portal/domain/files';
import { QUOTE_CONFIRM_TEXTS, QUOTE_MESSAGES } from '@portal/domain/quote';
import { HOSTILE, PNG } from '../../apps/server/src/modules/files/test-files.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asCustomer, loadQuote, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

const logoCard = (page: Page) => page.getByRole('region', { name: 'Quote logo' });

/** Chooses a file through the logo's Upload or Replace button, as a person would. */
async function chooseLogo(page: Page, button: string, name: string, buffer: Buffer, mimeType: string) {
  const chooser = page.waitForEvent('filechooser');
  await logoCard(page).getByRole('button', { name: button }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** the quote-level logo (POST /assets/add) from the editor. */
test('a customer adds a logo to a quote, which keeps it as their file', async ({ browser, request }) => {
  const made = await customerWithQuote(request, 'quote-logo', { label: 'Logo tees' });
  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/requests/edit/${made.id}`);
    await expect(logoCard(page).getByText('No logo yet.')).toBeVisible();

    // A page of HTML named .png is refused by content, with the server's words.
    await chooseLogo(page, 'Upload logo', 'crest.png', HOSTILE.htmlAsPng, 'image/png');
    await expect(page.getByText(FILE_MESSAGES.logoTypes)).toBeVisible();
    await expect(logoCard(page).getByText('No logo yet.')).toBeVisible();

    await chooseLogo(page, 'Upload logo', 'crest.png', PNG, 'image/png');
    await expect(page.getByText(QUOTE_MESSAGES.logoAdded)).toBeVisible();
    await expect(logoCard(page).getByRole('img', { name: "The quote's logo" })).toBeVisible();
    await expectNoAxeViolations(page);
    await summary(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
  });

  const saved = await loadQuote(request, made.id, made.token);
  const logo = (saved.quote as unknown as { logo: string }).logo;
  expect(logo).toMatch(/^\/api\/files\/\d+$/);
  // The quote list's lightbox shows the stored bitmap.
  const picture = await api<string>(request, 'GET', `/api/quotes/logo/${made.id}`, made.token);
  expect(picture).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
});

test('a customer is asked before a logo changes a completed quote', async ({ browser, request }) => {
  const made = await customerWithQuote(request, 'quote-logo-done', {
    label: 'Done tees',
    status: 'Completed Quote',
  });
  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/requests/edit/${made.id}`);
    await expect(summary(page).getByRole('button', { name: 'Accept' })).toBeVisible();
    await chooseLogo(page, 'Upload logo', 'crest.png', PNG, 'image/png');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(QUOTE_CONFIRM_TEXTS.confirmEdit)).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(logoCard(page).getByText('No logo yet.')).toBeVisible();
    await expect(page.getByText(QUOTE_MESSAGES.logoAdded)).toHaveCount(0);
  });
});
