import { expect, test } from '@playwright/test';
import { api } from './fixtures.ts';
import {
  addFromCatalogue,
  asCustomer,
  keepScreenshot,
  loadQuote,
  money,
  summary,
} from './quote-editor-helpers.ts';
import { customerWithQuotes } from './quote-fixtures.ts';

test('a customer builds a quote from two catalogues and sees the totals the server stores', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuotes(request, 'editor-build', []);
  await asCustomer(browser, made.account, async (page) => {
    await page.goto('/requests/add');
    await page.getByLabel('Quote label').fill('Built in the browser');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('menuitem', { name: 'From Store' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await addFromCatalogue(page, dialog, /King Gee \(KG\)/, '12');
    await addFromCatalogue(page, dialog, /Hard Yakka \(HY\)/, '8');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();

    // Tick Breast Left on the first product: a decoration row follows with the default brand.
    await page
      .getByRole('checkbox', { name: / Breast Left$/ })
      .first()
      .check();
    const type = page.getByRole('combobox', { name: /decoration type$/ }).first();
    await expect(type).toHaveValue('Embroidery');
    await type.selectOption('Screen Print 1C');
    // The setup is staff's to choose (quote spec 6, decisions/050): the customer sees the default, read-only.
    await expect(page.getByRole('combobox', { name: / setup$/ }).first()).toBeDisabled();

    // What the editor shows, priced in the browser as the customer typed.
    const shown: Record<string, string> = {};
    for (const cell of await summary(page)
      .getByTestId(/^summary-/)
      .all())
      shown[(await cell.getAttribute('data-testid')) ?? ''] = (await cell.textContent()) ?? '';
    expect(shown['summary-setups']).not.toBe('$0.00');
    await keepScreenshot(page, 'editor-customer.png');

    await page.getByRole('combobox', { name: 'Contact' }).click();
    await page.getByRole('listbox', { name: 'Contact' }).getByRole('option').first().click();
    await page.getByRole('button', { name: 'SAVE DRAFT' }).click();
    await expect(page).toHaveURL('/myorders');

    // The server prices the stored document itself; its Order Summary is what the editor showed.
    const list = await api<{ id: number; label: string }[]>(request, 'GET', '/api/quotes/index', made.token);
    const id = list.find((q) => q.label === 'Built in the browser')?.id as number;
    const server = await loadQuote(request, id, made.token);
    const expected = Object.fromEntries(
      server.priced.summaryLines.map((l) => [`summary-${l.key}`, money(l.amount)]),
    );
    expect(shown).toEqual(expected);
  });
});
