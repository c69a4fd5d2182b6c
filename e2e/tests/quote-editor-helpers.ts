import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { ADMIN, api, DEMO_PASSWORD, signIn, withPage } from './fixtures.ts';

export const ADMIN2 = { email: 'admin2@example.com', password: DEMO_PASSWORD };

export type SummaryLine = { key: string; label: string; amount: number };
export type Loaded = {
  quote: { status: string; order_status: string; version: number; client_label: string; user_id: number };
  priced: { summaryLines: SummaryLine[] };
};

export const loadQuote = (request: APIRequestContext, id: number, token: string) =>
  api<Loaded>(request, 'GET', `/api/quotes/edit/${id}`, token);

/** "$1,234.50", as the Order Summary shows cents (quote spec 9). */
export const money = (cents: number) => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-AU')}.${String(abs % 100).padStart(2, '0')}`;
};

/** Someone to sign in as: a demo account or one a test registered. */
export type Person = { email: string; password: string };

/** Wide enough for the editor's table and Order Summary side by side. */
const EDITOR_VIEWPORT = { viewport: { width: 1500, height: 1000 } };

/**
 * Runs `steps` signed in, in a browser context of its own (so two people can work side by side),
 * and closes it afterwards whatever happens.
 */
export const asPerson = (
  browser: Browser,
  person: Person,
  landing: string,
  steps: (page: Page) => Promise<void>,
) =>
  withPage(
    browser,
    async (page) => {
      await signIn(page, person.email, person.password, landing);
      await steps(page);
    },
    EDITOR_VIEWPORT,
  );

export const asAdmin = (browser: Browser, steps: (page: Page) => Promise<void>) =>
  asPerson(browser, ADMIN, '/admin/myorders', steps);

export const asCustomer = (browser: Browser, customer: Person, steps: (page: Page) => Promise<void>) =>
  asPerson(browser, customer, '/myorders', steps);

/** The Order Summary panel. */
export const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary and actions' });

/** Keeps a picture of the editor in docs/screenshots. */
export const keepScreenshot = (page: Page, name: string) =>
  page.screenshot({
    path: new URL(`../../docs/screenshots/${name}`, import.meta.url).pathname,
    fullPage: true,
  });

/** Adds the first product of a catalogue with a quantity through the Add Product dialog. */
export async function addFromCatalogue(page: Page, dialog: Locator, catalogue: RegExp, qty: string) {
  const picker = dialog.getByRole('combobox', { name: 'Catalogue' });
  await picker.click();
  await picker.fill(catalogue.source.split(' ')[0] ?? '');
  await page.getByRole('option', { name: catalogue }).click();
  const product = dialog.getByRole('combobox', { name: 'Product code' });
  await product.click();
  await page.getByRole('listbox', { name: 'Product code' }).getByRole('option').first().click();
  await dialog
    .getByRole('textbox', { name: /^Quantity of / })
    .first()
    .fill(qty);
  await dialog.getByRole('button', { name: 'Add Product', exact: true }).click();
  await expect(page.getByText(QUOTE_MESSAGES.productsAdded).first()).toBeVisible();
}
