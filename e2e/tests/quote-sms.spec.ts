import { expect, test } from '@playwright/test';
import { SMS_MESSAGES } from '@portal/domain/sms';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { asAdmin, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * Send Quote SMS from the editor. The browser run has no SMS provider, so the
 * text is recorded on the Outbox page; delivery to a provider is in the API tests
 * (apps/server/src/sms/sms-channel.test.ts, against a Twilio-speaking peer).
 */
test('an admin texts a quote link from the editor; an impossible number sends nothing', async ({
  browser,
  request,
}) => {
  const { id } = await customerWithQuote(request, 'sms', {
    label: 'Texted polos',
    status: 'Completed Quote',
  });
  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/myorders/edit/${id}`);
    await summary(admin).getByRole('button', { name: 'Send Quote SMS' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send Sms' });
    // By role: the loader's label 'Loading the text message' also holds the word, and the
    // label's text carries the required asterisk ('Message *'), which its accessible name does not.
    const message = dialog.getByRole('textbox', { name: 'Message', exact: true });
    await expect(message).toHaveValue(new RegExp(`Q${id} Texted polos .*/requests/edit/${id}$`));
    await expectNoAxeViolations(admin, { include: '[role="dialog"]' });

    await dialog.getByLabel('Phone number').fill('0512 345 678');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(SMS_MESSAGES.numberInvalid);

    await dialog.getByLabel('Phone number').fill('(02) 9876 5432');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(SMS_MESSAGES.landline);

    await dialog.getByLabel('Phone number').fill('0412 345 678');
    await message.fill(`Your quote Q${id} is ready to approve.`);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    // The browser runs set up no SMS provider: the text is recorded, and the portal says so.
    await expect(admin.getByText(SMS_MESSAGES.recorded)).toBeVisible();
    await expect(dialog).toBeHidden();

    await admin.goto('/admin/outbox');
    const text = admin.getByRole('article').filter({ hasText: `Your quote Q${id} is ready to approve.` });
    await expect(text).toContainText('+61412345678');
    await expect(text).toContainText('sms');
    await expect(text.getByText('0512', { exact: false })).toHaveCount(0);
  });
});
