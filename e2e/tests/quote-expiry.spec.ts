import { expect, test } from '@playwright/test';
import type { PublicBusiness } from '@portal/domain/business-settings';
import { addDays, businessToday, formatDisplayDate } from '@portal/domain/dates';
import type { MemoLogAnswer } from '@portal/domain/memos';
import { CHANGE_REQUEST_MESSAGES, EXPIRY_MESSAGES } from '@portal/domain/quote-links';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin, asCustomer, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * In the browser: a quote two days past its valid-to day says when it expired, offers Request
 * updated pricing instead of Accept, and the request reaches staff's conversation log; staff
 * Renew it and it stands again.
 */
test('an expired quote offers Request updated pricing, and staff renew it', async ({ browser, request }) => {
  test.slow();
  const { account, adminToken, id } = await customerWithQuote(request, 'expiry', {
    label: 'Expired tees',
    status: 'Completed Quote',
  });
  const business = await api<PublicBusiness>(request, 'GET', '/api/business', adminToken);
  const validTo = addDays(businessToday(new Date(), business.time_zone), -2);
  const { quote } = await api<{ quote: { version: number } }>(
    request,
    'GET',
    `/api/quotes/edit/${id}`,
    adminToken,
  );
  await api(request, 'POST', `/api/quotes/edit/${id}`, adminToken, {
    action: 'save',
    valid_to: validTo,
    version: quote.version,
  });
  const expiredOn = `This quote expired on ${formatDisplayDate(validTo)}`;

  await asCustomer(browser, account, async (page) => {
    await page.goto(`/requests/edit/${id}`);
    await expect(page.getByRole('status').filter({ hasText: expiredOn })).toBeVisible();
    await expect(summary(page).getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await summary(page).getByRole('button', { name: EXPIRY_MESSAGES.requestPricing }).click();
    const dialog = page.getByRole('dialog', { name: EXPIRY_MESSAGES.requestPricing });
    await expect(dialog.getByLabel('Your message')).toHaveValue(EXPIRY_MESSAGES.pricingWords);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(CHANGE_REQUEST_MESSAGES.sent)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const log = await api<MemoLogAnswer>(request, 'GET', `/api/quotes/getmemo/${id}`, adminToken);
  expect(log.memos.some((memo) => memo.content.includes(EXPIRY_MESSAGES.pricingWords))).toBe(true);

  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/requests/edit/${id}`);
    await expect(page.getByRole('status').filter({ hasText: expiredOn })).toBeVisible();
    await summary(page).getByRole('button', { name: 'Renew' }).click();
    await expect(page.getByText(/The quote has been renewed/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: expiredOn })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
