import { expect, test } from '@playwright/test';
import { QUOTE_CONFIRM_TEXTS } from '@portal/domain/quote';
import { asCustomer, loadQuote } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * The confirm-edit rule at Add Product (quote spec 4: "any edit attempt (adding products, logo
 * upload, other position) opens the confirm-edit modal and is blocked"): a customer's Add
 * Product on a Completed Quote asks first, opens no catalogue while unconfirmed, and once
 * confirmed opens it.
 */
test('a customer’s Add Product on a Completed Quote asks to confirm the edit before the dialog opens', async ({
  browser,
  request,
}) => {
  const { id, account, token } = await customerWithQuote(request, 'confirm-add-product', {
    label: 'Done tees',
    status: 'Completed Quote',
  });
  await asCustomer(browser, account, async (page) => {
    await page.goto(`/requests/edit/${id}`);
    const addProduct = page.getByRole('button', { name: 'Add Product' });

    await addProduct.click();
    await page.getByRole('menuitem', { name: 'From Store' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change this quote?' });
    await expect(confirm.getByText(QUOTE_CONFIRM_TEXTS.confirmEdit)).toBeVisible();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    // Declined: no catalogue opened, and the quote is as it was.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await loadQuote(request, id, token)).quote.status).toBe('Completed Quote');

    await addProduct.click();
    await page.getByRole('menuitem', { name: 'From Store' }).click();
    await page
      .getByRole('dialog', { name: 'Change this quote?' })
      .getByRole('button', { name: 'Yes, change it' })
      .click();
    // Confirmed: the Add Product dialog opens on its catalogue choice.
    await expect(page.getByRole('button', { name: 'Close the Add Product dialog' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Catalogue' })).toBeVisible();
  });
});
