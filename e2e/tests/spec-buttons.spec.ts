import { expect, type Page, test } from '@playwright/test';
import { QUOTE_CONFIRM_TEXTS, QUOTE_MESSAGES } from '@portal/domain/quote';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { addFromCatalogue, asAdmin, asCustomer, loadQuote, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/** Buttons of the panel that are not actions: the tip, the summary's footer and the log. */
const NOT_ACTIONS = ['', 'Next Steps', 'Back to Top'];

/** The Order Summary's action buttons, as a person reads them from top to bottom. */
const buttonsOf = async (page: Page) =>
  (await summary(page).getByRole('button').allInnerTexts())
    .map((text) => text.trim())
    .filter((text) => !NOT_ACTIONS.includes(text) && !text.startsWith('Conversation Log'));

/** Moves a quote by the status call, with the version it stands at. */
const setStatus = async (
  request: Parameters<typeof loadQuote>[0],
  id: number,
  token: string,
  status: string,
) => {
  const { version } = (await loadQuote(request, id, token)).quote;
  await api(request, 'POST', `/api/quotes/setstatus/${id}`, token, { status, version });
};

test.describe("the spec's buttons (decisions/100)", () => {
  test('a customer revises a request already with staff: a new revision, the status kept', async ({
    browser,
    request,
  }) => {
    const { id, account, token } = await customerWithQuote(request, 'buttons-revise', {
      label: 'Revised tees',
      status: 'Pending Quote',
    });
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/requests/edit/${id}`);
      await expect(summary(page).getByRole('button', { name: 'Revise' })).toBeVisible();
      expect(await buttonsOf(page)).toEqual(['Save', 'Revise', 'Delete']);
      await expectNoAxeViolations(page);

      await page.getByLabel('Description', { exact: true }).fill('Now with the winter crew');
      await summary(page).getByRole('button', { name: 'Revise' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.quoteRevised)).toBeVisible();
      await expect(page).toHaveURL('/myorders');
    });
    const { quote } = await loadQuote(request, id, token);
    expect(quote).toMatchObject({
      status: 'Pending Quote',
      order_status: '',
      client_label: 'Now with the winter crew',
    });
    const revision = await api<{ quote: { revision: number } }>(
      request,
      'GET',
      `/api/quotes/edit/${id}`,
      token,
    );
    expect(revision.quote.revision).toBe(2);
  });

  test('a customer reorders, adds a catalogue and their brand, submits the order, and staff finalise it', async ({
    browser,
    request,
  }) => {
    test.slow();
    const { id, account, token, adminToken } = await customerWithQuote(request, 'buttons-order', {
      label: 'Order tees',
      status: 'Completed Quote',
    });
    await setStatus(request, id, token, 'Requested Order');
    await setStatus(request, id, adminToken, 'Completed Order');

    let draft = 0;
    await asCustomer(browser, account, async (page) => {
      // A placed order: the customer only has Reorder (quote spec 4).
      await page.goto(`/myorders/edit/${id}`);
      await expect(summary(page).getByRole('button', { name: 'Reorder' })).toBeVisible();
      // Reorder is the spec's; the accepted order's certificate is ours (decisions/120).
      expect(await buttonsOf(page)).toEqual(['Reorder', 'Acceptance certificate']);
      await summary(page).getByRole('button', { name: 'Reorder' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reorder' });
      await expect(confirm.getByText(QUOTE_CONFIRM_TEXTS.reorder)).toBeVisible();
      await confirm.getByRole('button', { name: 'Reorder' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.copied)).toBeVisible();
      await expect(page).toHaveURL(/\/myorders\/edit\/\d+$/);
      draft = Number(page.url().split('/').pop());
      expect(draft).not.toBe(id);

      // The customer's order page (accounts spec 2.10).
      await expect(summary(page).getByRole('button', { name: 'SUBMIT ORDER' })).toBeVisible();
      expect(await buttonsOf(page)).toEqual([
        'ADD CATALOGUE',
        'ADD BRAND MANAGEMENT',
        'REPEAT ORDER',
        'SAVE ORDER',
        'SUBMIT ORDER',
      ]);
      await expectNoAxeViolations(page);

      // REPEAT ORDER starts a new request from the order's garments.
      await summary(page).getByRole('button', { name: 'REPEAT ORDER' }).click();
      await expect(page).toHaveURL(`/requests/add?method=repeat&id=${draft}`);
      await expect(page.getByRole('button', { name: 'SAVE DRAFT' })).toBeVisible();
      await page.goBack();
      await expect(summary(page).getByRole('button', { name: 'ADD CATALOGUE' })).toBeVisible();

      // ADD CATALOGUE: products from a catalogue.
      await summary(page).getByRole('button', { name: 'ADD CATALOGUE' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Product' });
      await addFromCatalogue(page, dialog, /King Gee \(KG\)/, '6');
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(dialog).toBeHidden();
      // Each garment's Front Centre box (not its H'Wear Front Centre one).
      const garments = page.getByRole('checkbox', { name: /(?<!H'Wear) Front Centre$/ });
      await expect(garments).toHaveCount(2);

      // ADD BRAND MANAGEMENT: the brand on every garment at the position chosen.
      const types = page.getByRole('combobox', { name: /decoration type$/ });
      await expect(types).toHaveCount(1);
      await summary(page).getByRole('button', { name: 'ADD BRAND MANAGEMENT' }).click();
      const positions = page.getByRole('menu');
      await expect(positions.getByRole('menuitem', { name: 'Front Centre', exact: true })).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="menu"]' });
      await positions.getByRole('menuitem', { name: 'Front Centre', exact: true }).click();
      await expect(types).toHaveCount(2);
      for (const garment of await garments.all()) await expect(garment).toBeChecked();

      await summary(page).getByRole('button', { name: 'SAVE ORDER' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.orderSaved)).toBeVisible();
      await summary(page).getByRole('button', { name: 'SUBMIT ORDER' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.orderSubmitted).first()).toBeVisible();
      await expect(page).toHaveURL('/myorders');
    });
    const placed = await loadQuote(request, draft, token);
    expect(placed.quote).toMatchObject({ status: '', order_status: 'Requested Order' });

    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/myorders/edit/${draft}`);
      await expect(summary(page).getByRole('button', { name: 'Finalise ORDER' })).toBeVisible();
      expect(await buttonsOf(page)).toEqual([
        'Save Order',
        'ADD CATALOGUE',
        'Finalise ORDER',
        'Email Quote',
        'Download PDF',
        'Reorder',
        'Send to Job Management',
      ]);
      await expectNoAxeViolations(page);
      await summary(page).getByRole('button', { name: 'Finalise ORDER' }).click();
      await expect(page.getByText(QUOTE_MESSAGES.theOrderCompleted)).toBeVisible();
      await expect(page).toHaveURL('/admin/requests');
    });
    expect((await loadQuote(request, draft, adminToken)).quote.order_status).toBe('Completed Order');
  });

  test('the Catalogues page shows a cover image per supplier catalogue, each linking out in a new tab', async ({
    browser,
    request,
  }) => {
    const { account } = await customerWithQuote(request, 'buttons-covers', { label: 'Cover tees' });
    await asCustomer(browser, account, async (page) => {
      await page.goto('/catalogues');
      const main = page.getByRole('main');
      await expect(main.getByRole('img', { name: /^Cover of the .+ catalogue$/ })).toHaveCount(22);
      const shiny = main.getByRole('link', { name: /Cover of the Shiny catalogue/ });
      await expect(shiny).toHaveAttribute('target', '_blank');
      await expect(shiny).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(shiny.getByRole('img', { name: 'Cover of the Shiny catalogue' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
