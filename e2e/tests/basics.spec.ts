import { expect, test } from '@playwright/test';
import { zoneAbbreviation } from '@portal/domain/dates';
import { pdfOfSize } from '../../bench/lib/artwork-files.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { withPage } from './fixtures.ts';
import { asAdmin, asCustomer } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/** a wrong address says so (decisions/112), signed in or out. */
test('a path that is no page shows Page not found, signed out and signed in', async ({ browser }) => {
  await withPage(browser, async (page) => {
    await page.goto('/quotes/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL('/quotes/no-such-page');
    await expect(page.getByText('/quotes/no-such-page')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL('/login-page');
  });
  await asAdmin(browser, async (page) => {
    await page.goto('/admin/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to your orders and quotes' }).click();
    await expect(page).toHaveURL('/admin/myorders');
  });
});

/** The quote view printed: the quote only, as its customer sees it, whoever prints it. */
test('a printed quote view has no navigation, buttons or staff figures', async ({ browser, request }) => {
  const made = await customerWithQuote(request, 'print-view', { label: 'Printed tees' });
  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/requests/view/${made.id}`);
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByLabel('Approve price')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Printed tees');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByLabel('Approve price')).toBeHidden();
  });
});

/**
 * The footer names the zone in force on the day the page is served (the server sets it: AEDT in a
 * Melbourne summer, AEST in its winter; publicBusinessOf's tests cover both), whatever the
 * browser's clock says.
 */
test('the footer names the business hours zone in force on the day', async ({ browser }) => {
  const today = zoneAbbreviation(new Date(), 'Australia/Melbourne');
  await withPage(browser, async (page) => {
    await page.clock.setFixedTime(
      new Date(today === 'AEDT' ? '2026-07-15T01:00:00Z' : '2026-01-15T01:00:00Z'),
    );
    await page.goto('/login-page');
    await expect(page.getByRole('contentinfo')).toContainText(`4:30 pm ${today}`);
  });
});

/** A large artwork file says how far it has gone, in percent, while it uploads. */
test('an artwork upload shows its progress in percent', async ({ browser, request }) => {
  const made = await customerWithQuote(request, 'upload-progress', { label: 'Progress tees' });
  await asCustomer(browser, made.account, async (page) => {
    await page.getByRole('tab', { name: 'Brand' }).click();
    await expect(page.getByRole('table', { name: 'Logos' })).toBeVisible();
    // A slow line, so the file is seen going: 4 MB at 1 MB a second.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles({
      name: 'big-crest.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOfSize(4 * 1024 * 1024).pdf,
    });
    const status = page.getByRole('status').filter({ hasText: /^Uploading \d+%$/ });
    await expect(status).toHaveText(/^Uploading ([1-9]|[1-9]\d)%$/);
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Logos' }).getByRole('row', { name: /big-crest\.pdf/ }),
    ).toBeVisible();
    await expect(status).toHaveCount(0);
  });
});
