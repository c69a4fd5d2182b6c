import { type APIRequestContext, expect, test } from '@playwright/test';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { type EmailDraftAnswer, QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api, withPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';
import { asAdmin, asCustomer, loadQuote, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * What was sent is pinned, in the browser: staff change a quote after mailing it with a plain
 * save, and the link in that mail no longer answers it but says it changed; once the new revision
 * is sent, the old link shows what changed. Staff see how the customer read it.
 */

/** Staff send the quote as the Email Quote dialog would, with the server's draft. */
async function sendQuote(request: APIRequestContext, adminToken: string, id: number) {
  const draft = await api<EmailDraftAnswer>(request, 'GET', `/api/quotes/emaildraft/${id}`, adminToken);
  const { quote } = await loadQuote(request, id, adminToken);
  await api(request, 'POST', `/api/quotes/sendemail/${id}`, adminToken, { ...draft, version: quote.version });
}

test('staff change a sent quote and its old link says it changed, then shows what changed', async ({
  browser,
  request,
}) => {
  test.slow();
  const { account, adminToken, id } = await customerWithQuote(request, 'pinned-changed', {
    label: 'Pinned hoodies',
    status: 'Completed Quote',
  });
  await sendQuote(request, adminToken, id);
  const mail = await waitForMail(account.email);
  const accept = new URL(/https?:\/\/\S+\/accept\?token=\S+/.exec(mail.text ?? '')?.[0] ?? 'http://x/');
  const acceptPath = `${accept.pathname}${accept.search}`;

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/myorders/edit/${id}`);
    await admin.getByLabel('Description', { exact: true }).fill('Hoodies for the night shift');
    await summary(admin).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
  });
  const changed = await api<{ quote: { revision: number } }>(
    request,
    'GET',
    `/api/quotes/edit/${id}`,
    adminToken,
  );
  expect(changed.quote.revision).toBe(2);

  await withPage(browser, async (page) => {
    await page.goto(acceptPath);
    await expect(page.getByRole('heading', { name: `Q${id} Pinned hoodies - R1` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: QUOTE_LINK_MESSAGES.changed })).toBeVisible();
    await expect(
      page.getByText('We are updating this quote (R1); the new version will be sent to you.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });

  await sendQuote(request, adminToken, id);
  await withPage(browser, async (page) => {
    await page.goto(acceptPath);
    await expect(page.getByRole('status').filter({ hasText: QUOTE_LINK_MESSAGES.changed })).toBeVisible();
    // The recipient opened this link while R2 was being made: they last saw R1, that day.
    await expect(
      page.getByRole('heading', { name: /^Changed since R1, which you viewed on \d\d\/\d\d\/\d{4}$/ }),
    ).toBeVisible();
    await expect(page.getByText('Hoodies for the night shift')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The whole document is fetched only now, and the lines that did not change are put back.
    await page.getByRole('switch', { name: 'Show only changes' }).uncheck();
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.locator('tr[data-kind="unchanged"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
  const refused = await request.post('/api/quotes/accept', {
    data: { token: accept.searchParams.get('token'), name: 'Jordan Tester' },
  });
  expect(await refused.json()).toEqual({ status: 'error', data: QUOTE_LINK_MESSAGES.changed });

  await asAdmin(browser, async (admin) => {
    await admin.goto(`/admin/myorders/edit/${id}`);
    await expect(
      admin.getByText(/^Viewed 2 times, last .* on a desktop; R2 first viewed the same day as sending$/),
    ).toBeVisible();
  });
});

test('a customer accepts in the portal the sent revision on their screen, not one changed meanwhile', async ({
  browser,
  request,
}) => {
  test.slow();
  const { account, adminToken, id } = await customerWithQuote(request, 'pinned-portal', {
    label: 'Pinned caps',
    status: 'Completed Quote',
  });
  await sendQuote(request, adminToken, id);
  await asCustomer(browser, account, async (page) => {
    await page.goto(`/requests/edit/${id}`);
    await expect(summary(page).getByRole('button', { name: 'Accept' })).toBeVisible();
    // Staff change the quote while the customer has it open.
    const { quote } = await loadQuote(request, id, adminToken);
    await api(request, 'POST', `/api/quotes/edit/${id}`, adminToken, {
      client_label: 'Caps in navy',
      version: quote.version,
    });
    await summary(page).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    // The screen's version is refused first, in the accept form; the server's hash check stands
    // behind it (API tests).
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText('after you opened it');
    const unchanged = await api<{ quote: { order_status: string } }>(
      request,
      'GET',
      `/api/quotes/edit/${id}`,
      adminToken,
    );
    expect(unchanged.quote.order_status).toBe('');

    // Opened again, the customer accepts the revision now on their screen: the page sends its
    // hash, which a sent quote requires.
    await page.reload();
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Caps in navy');
    await summary(page).getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText(QUOTE_MESSAGES.orderSubmittedNote)).toBeVisible();
  });
});
