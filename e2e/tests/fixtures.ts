import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/** Registers an account through the API (for tests about something else than registering). */
export async function registerByApi(request: APIRequestContext, account: NewAccount): Promise<void> {
  const response = await request.post('/api/users/register', { data: account });
  expect(response.status(), await response.text()).toBe(200);
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
