import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { OUTBOX_MESSAGES } from '@portal/domain';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, newAccount, registerByApi, signIn } from './fixtures.ts';

/**
 * the Outbox page shows each message's channel, status, tries and last error,
 * and an admin sends a failed one again. The run's mail server refuses @refused.example.com
 * (e2e/mail-sink.mjs) as a real one refuses a mailbox that does not exist.
 */
test('an admin sees a refused mail as failed and sends it again', async ({ browser, request }) => {
  const account = {
    ...newAccount('refused'),
    email: `nobody-${randomUUID().slice(0, 8)}@refused.example.com`,
  };
  await registerByApi(request, account);
  const asked = await request.post('/api/users/forgetpassword', { data: { email: account.email } });
  expect(asked.status()).toBe(200);

  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto('/admin/outbox');
    const mail = page.getByRole('article').filter({ hasText: account.email }).first();
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        return mail.getByText('failed', { exact: true }).isVisible();
      })
      .toBe(true);
    await expect(mail).toContainText('Tries: 1');
    await expect(mail).toContainText('Mailbox unavailable');
    await expectNoAxeViolations(page);

    await mail.getByRole('button', { name: `Retry Reset your portal password to ${account.email}` }).click();
    await expect(page.getByText(OUTBOX_MESSAGES.retrying)).toBeVisible();
  } finally {
    await context.close();
  }
});
