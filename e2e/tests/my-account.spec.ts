import { expect, test } from '@playwright/test';
import { newAccount, registerByApi, signIn } from './fixtures.ts';

test.describe('My Account', () => {
  test('checks the fields, asks for confirmation, then changes email and password', async ({ page }) => {
    const account = newAccount('account');
    await registerByApi(page.request, account);
    await signIn(page, account.email, account.password, '/myorders');
    await page.goto('/myaccount');
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(account.email);

    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/users/setpassword')) calls += 1;
    });

    // Mismatched passwords, then an empty email: the spec's messages, no call.
    await page.getByLabel('New Password').fill('first-password');
    await page.getByLabel('Confirm Password').fill('second-password');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('alert')).toHaveText('The password is not matching');
    await page.getByLabel('Confirm Password').fill('first-password');
    await email.fill('');
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('alert')).toHaveText('The email is required');

    // Cancelling the confirm dialog changes nothing.
    const newEmail = account.email.replace('account-', 'changed-');
    const newPassword = `changed-${account.password}`;
    await email.fill(newEmail);
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'SAVE' }).click();
    let dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Are you sure you want to change the email and password of this account?',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(calls).toBe(0);

    // Confirming makes the call.
    await page.getByRole('button', { name: 'SAVE' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Yes, change it' }).click();
    await expect(page.getByText('The account has been changed')).toBeVisible();
    expect(calls).toBe(1);

    // The new email and password sign in.
    await page.getByRole('button', { name: 'LOG OUT' }).click();
    await expect(page).toHaveURL('/login-page');
    await signIn(page, newEmail, newPassword, '/myorders');
  });
});
