import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, CUSTOMER, signIn, withPage } from './fixtures.ts';

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
});

// Every page of the route table is scanned, in each role and at two widths, by page-tour.spec.ts.
// Here: states the tour does not reach (the sign-in error above, the clients list without a
// chosen client, the panel of a quote that cannot be shown, the role badges).
test('axe passes on the admin clients list', async ({ browser }) => {
  await withPage(browser, async (page) => {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
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
