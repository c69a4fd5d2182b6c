import { expect, test } from '@playwright/test';
import { RESET_LINK_USED } from '@portal/domain/account';
import { ADMIN, newAccount, registerByApi, signIn } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

test('forgot password mails a reset link that sets a new password', async ({ browser }) => {
  // A fresh account, so the demo accounts keep their passwords.
  const customerContext = await browser.newContext();
  const page = await customerContext.newPage();
  const account = newAccount('reset');
  await registerByApi(page.request, account);

  await page.goto('/login-page');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'We sent a password reset link to your email' }),
  ).toBeVisible();

  // The customer finds the mail in their mailbox (the run's SMTP server) and takes its link.
  const received = await waitForMail(account.email);
  expect(received.subject).toBe('Reset your portal password');
  const href = /https?:\/\/\S+\/reset\?token=\S+/.exec(received.text ?? '')?.[0];
  expect(href).toBeTruthy();
  const resetUrl = new URL(href ?? '');
  expect(resetUrl.pathname).toBe('/reset');

  // The admin's Outbox page says the mail went, and never shows the link.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password, '/admin/myorders');
  await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'ACCOUNT' }).click();
  await admin.getByRole('link', { name: 'Outbox' }).click();
  await expect(admin).toHaveURL('/admin/outbox');
  const mail = admin.getByRole('article').filter({ hasText: account.email }).first();
  await expect(mail).toContainText('The link is not shown here');
  await expect(mail).not.toContainText('token=');
  await expect(mail.getByRole('link')).toHaveCount(0);
  await adminContext.close();

  // Open the link on the portal's own origin (the mail may name another host for it).
  const newPassword = `new-${account.password}`;
  await page.goto(`/reset${resetUrl.search}`);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The password has been changed' })).toBeVisible();

  // The link works once: opened again, it says it was used and offers no form.
  await page.goto(`/reset${resetUrl.search}`);
  await expect(page.getByRole('alert')).toHaveText(RESET_LINK_USED);
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();

  // The old password no longer signs in; the new one does.
  await page.goto('/login-page');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByRole('alert')).toHaveText('The username or password entered is not correct.');
  await signIn(page, account.email, newPassword, '/myorders');
  await customerContext.close();
});

test('forgot password with an empty email gives the spec message and sends no request', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/users/forgetpassword')) calls += 1;
  });
  await page.goto('/forgot');
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByRole('alert')).toHaveText('Something was wrong. Try again');
  expect(calls).toBe(0);
});
