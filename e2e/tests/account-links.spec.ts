import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { CUSTOMER } from './fixtures.ts';
import { asAdmin, asCustomer } from './quote-editor-helpers.ts';

/** decisions/099: the paths to My Account and to the requests list, beside the greeting. */
test('a customer reaches My Account and the requests list from the header; staff reach My Account', async ({
  browser,
}) => {
  await asCustomer(browser, CUSTOMER, async (page) => {
    await page.goto('/myorders');
    const links = page.getByRole('navigation', { name: 'Your account' });
    await links.getByRole('link', { name: 'MY REQUESTS' }).click();
    await expect(page).toHaveURL(/\/requests$/);
    await links.getByRole('link', { name: 'MY ACCOUNT' }).click();
    await expect(page).toHaveURL(/\/myaccount$/);
    await expectNoAxeViolations(page);
  });
  await asAdmin(browser, async (page) => {
    await page.goto('/admin/myorders');
    const links = page.getByRole('navigation', { name: 'Your account' });
    await expect(links.getByRole('link', { name: 'MY REQUESTS' })).toHaveCount(0);
    await links.getByRole('link', { name: 'MY ACCOUNT' }).click();
    await expect(page).toHaveURL(/\/myaccount$/);
  });
});
