import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatDisplayDate } from '@portal/domain/dates';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { CHANGE_REQUEST_MESSAGES, DECLINE_MESSAGES, QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api, withPage } from './fixtures.ts';
import { emailByApi, linksOf } from './link-mail.ts';
import { waitForMail } from './mailbox.ts';
import { asAdmin, loadQuote, money, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * in the browser: staff e-mail a quote from the editor, the mail reaches
 * the run's SMTP server (e2e/mail-sink.mjs) with the PDF and the links, and the customer answers
 * from the link, signed out, on the portal's pages.
 */

/** The customer's view of the quote, from the API. */
const customerQuote = (request: APIRequestContext, id: number, token: string) =>
  api<{ quote: { status: string; order_status: string; revision: number; valid_to: string } }>(
    request,
    'GET',
    `/api/quotes/edit/${id}`,
    token,
  );

/** A message of the link page, shown as a status. */
const statusSaying = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('Email Quote and the accept and reject links', () => {
  test('an admin emails a completed quote; the customer accepts it from the mail and it becomes an order', async ({
    browser,
    request,
  }) => {
    // A whole round trip (editor, mail, a second browser, list and editor again): on a busy
    // two-core machine it can pass the default minute.
    test.slow();
    const { account, token, userId, id } = await customerWithQuote(request, 'links-accept', {
      label: 'Linked tees',
      status: 'Completed Quote',
    });
    const subject = `Q${id} Linked tees - R1`;

    // One admin session throughout: the admin's page stays open while the customer answers.
    await asAdmin(browser, async (admin) => {
      await admin.goto(`/admin/myorders/edit/${id}`);
      await summary(admin).getByRole('button', { name: 'Email Quote' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Email Quote' });
      await expect(dialog.getByLabel('Send to')).toHaveValue(account.email);
      await expect(dialog.getByLabel('Subject')).toHaveValue(subject);
      await expect(dialog.getByLabel('Message')).toHaveValue(/returned it to you for approval/);
      await expect(
        dialog.getByText('The quote PDF is attached. Accept and reject links are added below your message.'),
      ).toBeVisible();
      await expectNoAxeViolations(admin, { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(admin.getByText(QUOTE_LINK_MESSAGES.emailSent)).toBeVisible();
      await expect(dialog).toBeHidden();

      // The editor carries on at the version the mail moved the quote to: a save is not refused.
      await summary(admin).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(admin.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();

      const mail = await waitForMail(account.email);
      expect(mail.subject).toBe(subject);
      expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
        [`Q${id}-R1.pdf`, 'application/pdf'],
      ]);
      expect(mail.attachments[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const links = linksOf(mail);

      const { priced } = await loadQuote(request, id, token);
      const total = priced.summaryLines.find((line) => line.key === 'total')?.amount ?? -1;
      const validTo = (await customerQuote(request, id, token)).quote.valid_to;

      // The customer opens the link from the mail, signed out, in a browser of their own.
      await withPage(browser, async (page) => {
        const opened = await page.goto(links.accept);
        // The token in the address must not travel on to another site as a referrer.
        expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
        await expect(page.getByRole('heading', { name: subject })).toBeVisible();
        await expect(page.getByText(`Total (incl. GST) ${money(total)}`)).toBeVisible();
        await expect(page.getByText(`Valid until ${formatDisplayDate(validTo)}`)).toBeVisible();
        await expect(page.getByText(QUOTE_LINK_MESSAGES.acceptQuestion)).toBeVisible();
        await page.getByLabel('Your name').fill('Jordan Tester');
        await page.getByRole('button', { name: 'Accept' }).click();
        const done = statusSaying(page, QUOTE_LINK_MESSAGES.accepted);
        await expect(done).toContainText(QUOTE_LINK_MESSAGES.acceptedNote);
        await expect(page.getByLabel('Your name')).toHaveCount(0);
        // Only the certificate's download is offered now.
        await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);

        // The link decides once: opened again, it says so and offers nothing.
        await page.goto(links.accept);
        await expect(statusSaying(page, QUOTE_LINK_MESSAGES.usedAccepted)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
        await page.goto(links.reject);
        await expect(statusSaying(page, QUOTE_LINK_MESSAGES.usedAccepted)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
      });

      // The customer's portal and the admin's list and editor show the order.
      expect((await customerQuote(request, id, token)).quote.order_status).toBe('Requested Order');
      await admin.goto(`/admin/myorders?userid=${userId}`);
      await admin.getByRole('tab', { name: 'Jobs' }).click();
      await expect(admin.getByRole('row', { name: /Linked tees/ })).toContainText('Requested Order');
      await admin.goto(`/admin/myorders/edit/${id}`);
      await expect(admin.getByRole('heading', { level: 1, name: `Order Q${id}` })).toBeVisible();
      await expect(admin.getByText('Status: Completed Quote · Requested Order')).toBeVisible();
    });
  });

  test('the customer rejects a quote with a reason from the reject link', async ({ browser, request }) => {
    const { account, token, adminToken, id } = await customerWithQuote(request, 'links-reject', {
      label: 'Rejected caps',
      status: 'Completed Quote',
    });
    await emailByApi(request, adminToken, id);
    const links = linksOf(await waitForMail(account.email));

    await withPage(browser, async (page) => {
      await page.goto(links.reject);
      await expect(page.getByRole('heading', { name: `Q${id} Rejected caps - R1` })).toBeVisible();
      await expect(page.getByText(QUOTE_LINK_MESSAGES.rejectQuestion)).toBeVisible();
      await page.getByLabel('Reason (optional)').fill('We went with another supplier this season.');
      // A reason from the list is asked for first; nothing is sent without one.
      await page.getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByRole('alert')).toHaveText(DECLINE_MESSAGES.reasonRequired);
      await page.getByRole('radio', { name: 'Found another supplier' }).check();
      await page.getByRole('button', { name: 'Reject' }).click();
      await expect(statusSaying(page, QUOTE_LINK_MESSAGES.rejected)).toBeVisible();
      await expect(page.getByLabel('Reason (optional)')).toHaveCount(0);

      await page.goto(links.accept);
      await expect(statusSaying(page, QUOTE_LINK_MESSAGES.usedRejected)).toBeVisible();
      await expect(page.getByLabel('Your name')).toHaveCount(0);
    });

    const { quote } = await customerQuote(request, id, token);
    expect(quote.status).toBe('Declined Quote');
    expect(quote.order_status).toBe('');
    // Staff read the reason and the note in the quote's history.
    const log = await api<string>(request, 'GET', `/api/quotes/getlog/${id}`, adminToken);
    expect(log).toContain('reason: Found another supplier; note: We went with another supplier this season.');
  });

  test('a link sent before the quote was revised says the quote has changed and offers nothing', async ({
    browser,
    request,
  }) => {
    test.slow();
    const { account, token, id } = await customerWithQuote(request, 'links-changed', {
      label: 'Revised polos',
      status: 'Completed Quote',
    });

    await asAdmin(browser, async (admin) => {
      await admin.goto(`/admin/myorders/edit/${id}`);
      // The mail sends the quote as saved: with a change on screen, the dialog asks for a save first.
      await admin.getByLabel('Description', { exact: true }).fill('Polos for the winter crew');
      await summary(admin).getByRole('button', { name: 'Email Quote' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Email Quote' });
      await expect(dialog.getByRole('alert')).toHaveText(
        'Save your changes first: the email sends the quote as it was last saved.',
      );
      await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await summary(admin).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(admin.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();

      await summary(admin).getByRole('button', { name: 'Email Quote' }).click();
      await expect(dialog.getByLabel('Subject')).toHaveValue(`Q${id} Revised polos - R1`);
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(admin.getByText(QUOTE_LINK_MESSAGES.emailSent)).toBeVisible();
      // Completing a completed quote again issues a new revision (the status machine), so the
      // links sent for R1 no longer answer it.
      await summary(admin).getByRole('button', { name: 'Submit Quote' }).click();
      await expect(admin.getByText(QUOTE_MESSAGES.quoteCompleted)).toBeVisible();
    });
    expect((await customerQuote(request, id, token)).quote.revision).toBe(2);

    const links = linksOf(await waitForMail(account.email));
    await withPage(browser, async (page) => {
      for (const path of [links.accept, links.reject]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: `Q${id} Revised polos - R1` })).toBeVisible();
        await expect(statusSaying(page, QUOTE_LINK_MESSAGES.changed)).toBeVisible();
        await expect(page.getByRole('textbox')).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^(Accept|Reject)$/ })).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    });
    // Asked behind the page's back, the old link is refused too, in the same words.
    const refused = await request.post('/api/quotes/accept', {
      data: {
        token: new URL(links.accept, 'http://portal').searchParams.get('token'),
        name: 'Jordan Tester',
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ status: 'error', data: QUOTE_LINK_MESSAGES.changed });
    const { quote } = await customerQuote(request, id, token);
    expect([quote.status, quote.order_status]).toEqual(['Completed Quote', '']);
  });

  test('axe passes on both link pages, before and after an answer', async ({ browser, request }) => {
    const { account, adminToken, id } = await customerWithQuote(request, 'links-axe', {
      label: 'Checked jackets',
      status: 'Completed Quote',
    });
    await emailByApi(request, adminToken, id);
    const links = linksOf(await waitForMail(account.email));

    await withPage(browser, async (page) => {
      await page.goto(links.reject);
      await expect(page.getByLabel('Reason (optional)')).toBeVisible();
      await expectNoAxeViolations(page);
      // The reason list with "Other" open and a refusal shown, and Request changes answered.
      await page.getByRole('radio', { name: 'Other', exact: true }).check();
      await page.getByRole('button', { name: 'Reject' }).click();
      await expect(page.getByRole('alert')).toHaveText(DECLINE_MESSAGES.otherRequired);
      await expectNoAxeViolations(page);
      const changes = page.getByRole('region', { name: 'Not quite right? Request changes' });
      await changes.getByLabel('Your full name').fill('Jordan Tester');
      await changes.getByLabel('What would you like changed?').fill('Could the jackets be black?');
      await changes.getByRole('button', { name: 'Request changes' }).click();
      await expect(statusSaying(page, CHANGE_REQUEST_MESSAGES.sent)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(links.accept);
      await expect(page.getByLabel('Your name')).toBeVisible();
      await expectNoAxeViolations(page);

      // A refusal shown on the page, then the answer.
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByRole('alert')).toHaveText(QUOTE_LINK_MESSAGES.nameRequired);
      await expectNoAxeViolations(page);
      await page.getByLabel('Your name').fill('Jordan Tester');
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect(statusSaying(page, QUOTE_LINK_MESSAGES.accepted)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
