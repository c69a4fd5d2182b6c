import { expect, test } from '@playwright/test';
import { ADMIN, CUSTOMER, signIn } from './fixtures.ts';

test.describe('sign in and out', () => {
  test('a customer lands on /myorders with the customer menu', async ({ page }) => {
    await signIn(page, CUSTOMER.email, CUSTOMER.password, '/myorders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByText(/^Hi, [A-Z ]+$/)).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(['HOW TO ORDER', 'MY ORDERS', 'CATALOGUES']);
    await expect(menu.getByRole('link', { name: 'HOW TO ORDER' })).toHaveAttribute('href', '/howtoorder');
    await expect(menu.getByRole('link', { name: 'MY ORDERS' })).toHaveAttribute('href', '/myorders');
    const catalogues = menu.getByRole('link', { name: 'CATALOGUES' });
    await expect(catalogues).toHaveAttribute('target', '_blank');
    await catalogues.hover();
    await expect(page.getByRole('tooltip')).toContainText('SKU codes');
  });

  test('an admin lands on /admin/myorders, greeted in capitals, with the admin menu', async ({ page }) => {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await expect(page.getByText(`Hi, ${ADMIN.firstname.toUpperCase()}`, { exact: true })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'TODAY',
      'REPORTS',
      'QUOTES',
      'CLIENTS',
      'DATA',
      'ACCOUNT',
      'CATALOGUES',
    ]);
    for (const [label, href] of [
      ['TODAY', '/admin/today'],
      ['REPORTS', '/admin/reports'],
      ['QUOTES', '/admin/requests'],
      ['CLIENTS', '/admin/myorders'],
      ['DATA', '/admin/uploadproduct'],
      ['ACCOUNT', '/admin/setting'],
    ] as const) {
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  });

  test('a wrong password shows the spec message in red under the button', async ({ page }) => {
    await page.goto('/login-page');
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'The username or password entered is not correct.' });
    await expect(alert).toBeVisible();
    await expect(alert).toHaveCSS('color', 'rgb(201, 42, 42)');
    await expect(page).toHaveURL('/login-page');
  });

  test('an empty field sends no request', async ({ page }) => {
    await page.goto('/login-page');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/users/login')) calls += 1;
    });
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page.getByText('The password is required')).toBeVisible();
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Password', { exact: true }).fill('something');
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page.getByText('The email is required')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('the sign-in page links to forgot password and register, and shows a contact line', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/login-page');
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await expect(page.getByRole('link', { name: 'Create a trade account' })).toHaveAttribute(
      'href',
      '/register-page',
    );
    await expect(page.getByText('Need help with your account?')).toBeVisible();
  });

  test('LOG OUT revokes the session and returns to the sign-in page', async ({ page }) => {
    await signIn(page, CUSTOMER.email, CUSTOMER.password, '/myorders');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'LOG OUT' }).click();
    await expect(page).toHaveURL('/login-page');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // The old token no longer works.
    const me = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.goto('/myorders');
    await expect(page).toHaveURL('/login-page');
  });

  test('a 401 from any call clears the session and goes to /login-page', async ({ page }) => {
    await signIn(page, CUSTOMER.email, CUSTOMER.password, '/myorders');
    // Another device signs this token out behind the browser's back.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const out = await page.request.post('/api/users/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(out.ok()).toBe(true);
    await page.goto('/myaccount');
    await expect(page).toHaveURL('/login-page');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
