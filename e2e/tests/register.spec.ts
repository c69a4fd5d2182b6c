import { expect, test } from '@playwright/test';
import { newAccount, registerByApi } from './fixtures.ts';

test.describe('register', () => {
  test('a new account is signed in and lands on /myorders', async ({ page }) => {
    const account = newAccount('register');
    await page.goto('/login-page');
    await page.getByRole('link', { name: 'Create a trade account' }).click();
    await expect(page).toHaveURL('/register-page');
    await page.getByLabel('Company').fill(account.company);
    await page.getByLabel('Contact Number').fill(account.number);
    await page.getByLabel('First Name').fill(account.firstname);
    await page.getByLabel('Last Name').fill(account.lastname);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page).toHaveURL('/myorders');
    await expect(page.getByText(`Hi, ${account.firstname.toUpperCase()}`, { exact: true })).toBeVisible();
  });

  test('an empty email or password gives the spec message and sends no request', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/users/register')) calls += 1;
    });
    await page.goto('/register-page');
    await page.getByLabel('Company').fill('Nobody Pty Ltd');
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page.getByRole('alert')).toHaveText('Something was wrong. Try again');
    expect(calls).toBe(0);
  });

  test('an address already registered gives the field message', async ({ page }) => {
    const account = newAccount('duplicate');
    await registerByApi(page.request, account);
    await page.goto('/register-page');
    await page.getByLabel('Company').fill(account.company);
    await page.getByLabel('Contact Number').fill(account.number);
    await page.getByLabel('First Name').fill(account.firstname);
    await page.getByLabel('Last Name').fill(account.lastname);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'REGISTER' }).click();
    await expect(page.getByRole('alert')).toHaveText('email: This email address is already registered');
    await expect(page).toHaveURL('/register-page');
  });
});
