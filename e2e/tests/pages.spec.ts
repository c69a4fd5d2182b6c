import { expect, test } from '@playwright/test';
import { QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { CUSTOMER, signIn } from './fixtures.ts';

test.describe('customer pages', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, CUSTOMER.email, CUSTOMER.password, '/myorders');
  });

  test('How to Order shows four steps and its two buttons', async ({ page }) => {
    await page.getByRole('link', { name: 'HOW TO ORDER' }).click();
    await expect(page).toHaveURL('/howtoorder');
    const steps = page.getByRole('main').getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText('Select quote');
    await expect(steps.nth(1)).toContainText('Choose garments by SKU code');
    await expect(steps.nth(2)).toContainText('Choose decoration');
    await expect(steps.nth(3)).toContainText('Upload logo and submit');
    await expect(page.getByRole('link', { name: 'New Quote' })).toHaveAttribute('href', '/requests/add');
    await expect(page.getByRole('link', { name: 'Previous Orders' })).toHaveAttribute('href', '/myorders');
    await page.getByRole('link', { name: 'New Quote' }).click();
    await expect(page).toHaveURL('/requests/add');
  });

  test('Catalogues shows a tile per supplier, each opening in a new tab', async ({ page }) => {
    await page.goto('/catalogues');
    const tiles = page.getByRole('main').getByRole('link', { name: /View catalogue/ });
    await expect(tiles).toHaveCount(22);
    for (const tile of await tiles.all()) {
      await expect(tile).toHaveAttribute('target', '_blank');
      await expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(tiles.first()).toContainText('Shiny');
  });

  test('the footer names the business with its contacts', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /^\(0\d\) \d{4} \d{4}$/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
    await expect(footer.locator('address')).toContainText('VIC');
  });
});

test('the accept and reject link pages open signed out and refuse a token nobody sent', async ({ page }) => {
  // Answering with a real token, signed out, is quote-links.spec.ts.
  for (const path of ['/accept?token=some-token', '/reject?token=some-token']) {
    await page.goto(path);
    await expect(page.getByText(QUOTE_LINK_MESSAGES.unknown)).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Accept|Reject)$/ })).toHaveCount(0);
  }
});

test('pages run under the content security policy without errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto('/login-page');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL('/myorders');
  for (const path of ['/howtoorder', '/catalogues', '/myaccount']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
