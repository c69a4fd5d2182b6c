import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, signIn } from './fixtures.ts';

/** Accounts spec 2.1, row by row. */

test.describe('signed out', () => {
  for (const path of [
    '/accept?token=abc',
    '/reject?token=abc',
    '/register-page',
    '/forgot',
    '/login-page',
    '/reset?token=abc',
  ]) {
    test(`${path} is allowed`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    });
  }

  for (const path of ['/', '/myorders', '/myaccount', '/catalogues', '/howtoorder', '/admin/myorders']) {
    test(`${path} goes to /login-page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login-page');
      await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
    });
  }
});

// A path that is no page is not sent anywhere: it shows Page not found (decisions/112).
test('/no-such-page stays and says it is not found', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test.describe('signed in as a customer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, CUSTOMER.email, CUSTOMER.password, '/myorders');
  });

  test('/, /login-page, /landing-page and /profile-page go to /myorders', async ({ page }) => {
    for (const path of ['/', '/login-page', '/landing-page', '/profile-page']) {
      await page.goto(path);
      await expect(page).toHaveURL('/myorders');
    }
  });

  test('the pages of any role are allowed', async ({ page }) => {
    for (const path of [
      '/register-page',
      '/forgot',
      '/catalogues',
      '/myaccount',
      '/howtoorder',
      '/accept',
      '/reject',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });

  test('the customer quote and order pages are allowed', async ({ page }) => {
    for (const path of [
      '/myorders',
      '/requests',
      '/requests/add',
      '/myorders/edit/12',
      '/myorders/view/12',
      '/requests/edit/12',
      '/requests/view/12',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('admin pages go to / and so to /myorders', async ({ page }) => {
    for (const path of [
      '/admin',
      '/admin/myorders',
      '/admin/requests/edit/12',
      '/admin/outbox',
      '/admin/setting',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL('/myorders');
    }
  });

  test('a path that is no page stays and says it is not found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('signed in as an admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
  });

  test('customer quote and order paths go to their admin equivalents', async ({ page }) => {
    for (const [from, to] of [
      ['/myorders/edit/7', '/admin/myorders/edit/7'],
      ['/myorders/view/7', '/admin/myorders/view/7'],
      ['/requests/edit/7', '/admin/requests/edit/7'],
      ['/requests/view/7', '/admin/requests/view/7'],
      ['/requests/add', '/admin/requests/add'],
      ['/requests/add?user=2', '/admin/requests/add?user=2'],
    ] as const) {
      await page.goto(from);
      await expect(page).toHaveURL(to);
    }
  });

  test('the admin pages are allowed', async ({ page }) => {
    for (const path of [
      '/admin/all_accounts',
      '/admin/quote_manager',
      '/admin/myorders',
      '/admin/requests',
      '/admin/myorders/edit/7',
      '/admin/myorders/view/7',
      '/admin/requests/add?user=2',
      '/admin/requests/edit/7',
      '/admin/requests/view/7',
      '/admin/uploadproduct',
      '/admin/setting',
      '/admin/outbox',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('/, /login-page and the customer lists go to /admin/myorders', async ({ page }) => {
    for (const path of ['/', '/login-page', '/landing-page', '/myorders', '/requests']) {
      await page.goto(path);
      await expect(page).toHaveURL('/admin/myorders');
    }
  });

  test('the pages of any role are allowed', async ({ page }) => {
    for (const path of ['/catalogues', '/myaccount', '/howtoorder', '/register-page', '/forgot']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
    }
  });
});
