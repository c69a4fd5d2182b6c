import { randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
} from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const ADMIN = { email: 'admin@example.com', password: DEMO_PASSWORD, firstname: 'Alex' };
export const CUSTOMER = { email: 'customer@example.com', password: DEMO_PASSWORD };

/** An address no other test or run uses. */
export const uniqueEmail = (label: string): string => `${label}-${randomUUID().slice(0, 12)}@e2e.example.com`;

export type NewAccount = {
  company: string;
  number: string;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
};

export const newAccount = (label: string): NewAccount => ({
  company: `E2E ${label} Pty Ltd`,
  number: '0400 123 456',
  firstname: 'Jordan',
  lastname: 'Tester',
  email: uniqueEmail(label),
  password: `pw-${randomUUID().slice(0, 10)}`,
});

type Envelope<T> = { status: string; data: T };

/** What registering or signing in answers: the session token and who it belongs to. */
export type ApiSession = { token: string; user: { id: number } };

/** Registers an account through the API (for tests about something else than registering). */
export async function registerByApi(request: APIRequestContext, account: NewAccount): Promise<ApiSession> {
  const response = await request.post('/api/users/register', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Envelope<ApiSession>).data;
}

/** Signs in through the API, for calls a test makes behind the page's back. */
export async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/users/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Envelope<ApiSession>).data;
}

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

/** Signs in through the sign-in page and waits for the role's landing page. */
export async function signIn(page: Page, email: string, password: string, landing: string): Promise<void> {
  await page.goto('/login-page');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(landing);
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Runs `steps` on a page in a browser context of its own, closed afterwards whatever happens. */
export async function withPage(
  browser: Browser,
  steps: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const context = await browser.newContext(options);
  try {
    await steps(await context.newPage());
  } finally {
    await context.close();
  }
}
