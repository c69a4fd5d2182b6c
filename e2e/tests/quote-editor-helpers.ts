import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { ADMIN, DEMO_PASSWORD, signIn } from './fixtures.ts';

export const ADMIN2 = { email: 'admin2@example.com', password: DEMO_PASSWORD };

type Envelope<T> = { status: string; data: T };

/** Calls the API as the given token and returns `data`, failing the test on a non-200 answer. */
export async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as Envelope<T>;
  expect(response.status(), `${method} ${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

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

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
}

/** A signed-in page in a context of its own (so two people can work side by side). */
export async function signedInPage(
  browser: Browser,
  email: string,
  landing: string,
  password = DEMO_PASSWORD,
) {
  const context = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, email, password, landing);
  return { page, close: () => context.close() };
}

export const signInAdmin = (browser: Browser) => signedInPage(browser, ADMIN.email, '/admin/myorders');

/** The Order Summary panel. */
export const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary and actions' });

/** Keeps a picture of the editor in docs/screenshots (issue 6: screenshots of each role). */
export const keepScreenshot = (page: Page, name: string) =>
  page.screenshot({
    path: new URL(`../../docs/screenshots/${name}`, import.meta.url).pathname,
    fullPage: true,
  });
