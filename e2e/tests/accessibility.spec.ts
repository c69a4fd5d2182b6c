import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, CUSTOMER, newAccount, registerByApi, signIn, withPage } from './fixtures.ts';

test.describe('axe finds no violations', () => {
  test('on the sign-in page', async ({ browser }) => {
    await withPage(browser, async (page) => {
      await page.goto('/login-page');
      await expect(page.getByRole('button', { name: 'LOG IN' })).toBeVisible();
      await expectNoAxeViolations(page);
      // And with the red error shown.
      await page.getByLabel('Email').fill('someone@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('on the register page', async ({ browser }) => {
    await withPage(browser, async (page) => {
      await page.goto('/register-page');
      await expect(page.getByRole('button', { name: 'REGISTER' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('on the My Account page', async ({ browser }) => {
    await withPage(browser, async (page) => {
      const account = newAccount('axe');
      await registerByApi(page.request, account);
      await signIn(page, account.email, account.password, '/myorders');
      await page.goto('/myaccount');
      await expect(page.getByLabel('Email')).toHaveValue(account.email);
      await expectNoAxeViolations(page);
    });
  });
});

// One test per page: each stays well inside the time limit on a busy machine, and a failure
// names the page.
test.describe('axe also passes', () => {
  for (const path of ['/forgot', '/reset?token=abc', '/accept?token=abc', '/reject?token=abc']) {
    test(`on the signed-out page ${path}`, async ({ browser }) => {
      await withPage(browser, async (page) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }

  for (const path of ['/myorders', '/howtoorder', '/catalogues', '/requests/edit/1']) {
    test(`on the customer page ${path}`, async ({ browser }) => {
      await withPage(browser, async (page) => {
        await signIn(page, CUSTOMER.email, CUSTOMER.password, '/myorders');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }

  for (const path of ['/admin/myorders', '/admin/setting', '/admin/all_accounts', '/admin/outbox']) {
    test(`on the admin page ${path}`, async ({ browser }) => {
      await withPage(browser, async (page) => {
        await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      });
    });
  }
});

test('axe passes on the panel of a quote that cannot be shown, in both roles', async ({ browser }) => {
  for (const [person, path] of [
    [ADMIN, '/admin/requests/edit/2000000'],
    [CUSTOMER, '/requests/edit/2000000'],
  ] as const) {
    await withPage(browser, async (page) => {
      await signIn(page, person.email, person.password, person === ADMIN ? '/admin/myorders' : '/myorders');
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: 'The quote cannot be shown' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test('the role badges on All Accounts show their whole word', async ({ browser }) => {
  await withPage(browser, async (page) => {
    // A narrow window squeezes the table's columns, as many long rows do.
    await page.setViewportSize({ width: 820, height: 800 });
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto('/admin/all_accounts');
    await expect(page.getByText('customer', { exact: true }).first()).toBeVisible();
    const cut = await page
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).length);
    expect(cut).toBe(0);
  });
});
