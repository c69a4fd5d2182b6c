import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { REPLY_DOMAIN, replySmtpPort } from '../reply-mail.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { waitForMail } from './mailbox.ts';
import { asAdmin, asCustomer } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * the round trip: staff write in a quote's Conversation Log, the customer
 * gets the mail with the thread's reply address, answers it from a mail program (real SMTP into
 * the portal's listener), and the answer is in the log as the customer's, history cut. Staff
 * see the reply on the Outbox page.
 */
test('a note mails the customer, whose reply by e-mail lands in the log', async ({ browser, request }) => {
  const { id, account } = await customerWithQuote(request, 'logmail', { label: 'Mailed polos' });
  const port = replySmtpPort(Number(process.env.E2E_PORT ?? 3100));

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/requests/edit/${id}`);
    await admin.getByRole('button', { name: /Conversation Log/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Conversation Log' });
    const note = dialog.getByRole('textbox', { name: 'Note', exact: true });
    await note.click();
    await note.pressSequentially('Would navy thread suit you?');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByRole('log', { name: 'Messages' })).toContainText('Would navy thread suit you?');
  });

  const mail = await waitForMail(account.email);
  expect(mail.subject).toBe(`New message on Q${id} Mailed polos`);
  expect(mail.text).toContain('Would navy thread suit you?');
  expect(mail.text).toContain(`/requests/edit/${id}`);
  const replyTo = mail.replyTo?.value[0]?.address ?? '';
  expect(replyTo).toMatch(
    new RegExp(`^reply\\+q${id}\\.[A-Za-z0-9_-]{22}@${REPLY_DOMAIN.replace(/\./g, '\\.')}$`),
  );

  // The customer answers from its mail program, quoting the notification as mail programs do.
  const program = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  await program.sendMail({
    from: account.email,
    to: replyTo,
    subject: `Re: ${mail.subject}`,
    text: `Navy is perfect, thank you.\n\nOn ${new Date().toUTCString()}, Ironbark wrote:\n> ${mail.text?.split('\n')[0]}`,
  });

  await asCustomer(browser, account, async (page) => {
    await page.goto(`/requests/edit/${id}`);
    await page.getByRole('button', { name: /Conversation Log/ }).click();
    const log = page.getByRole('dialog', { name: 'Conversation Log' }).getByRole('log', { name: 'Messages' });
    await expect(log).toContainText('Navy is perfect, thank you.');
    await expect(log).toContainText('by e-mail');
    await expect(log).not.toContainText('Ironbark wrote');
  });

  await asAdmin(browser, async (admin) => {
    await admin.goto('/admin/outbox');
    const replies = admin.getByRole('region', { name: 'Replies by e-mail', exact: true });
    const row = replies.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText('added to the log');
    await expectNoAxeViolations(admin);
  });
});
