import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, api, CUSTOMER, signIn, signInByApi, withPage } from './fixtures.ts';

/**
 * The business's own settings at /admin/setting, shown wherever the business is. The tests here
 * change what every other spec reads (the trading name in mails and PDFs, the reminder rules), so
 * they run on their own before the rest (the config's 'business settings' project).
 */

type Settings = {
  version: number;
  terms_version: number;
  settings: Record<string, unknown> & { terms_html: string };
};

test('staff change the trading name and the terms; the footer, the sign-in page and its first paint show them', async ({
  page,
  browser,
  request,
}) => {
  const admin = await signInByApi(request, ADMIN.email, ADMIN.password);
  const before = await api<Settings>(request, 'GET', '/api/business-settings', admin.token);
  const name = `Redgum Workwear ${Date.now().toString(36)}`;
  try {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto('/admin/setting');
    const form = page.getByRole('form', { name: 'Business settings' });
    await expect(form.getByLabel('Trading name')).toHaveValue(String(before.settings.trading_name));
    await expect(page.getByRole('textbox', { name: 'Terms of trade' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong ABN is refused in words beside its field, and nothing is sent.
    await form.getByLabel('ABN').fill('41 612 908 355');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByText("This ABN does not pass the ATO's check-digit test")).toBeVisible();
    await form.getByLabel('ABN').fill(String(before.settings.abn));

    await form.getByLabel('Trading name').fill(name);
    const terms = page.getByRole('textbox', { name: 'Terms of trade' });
    await terms.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pay within 7 days of invoice.');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The settings have been saved.')).toBeVisible();
    await expect(form.getByText(`Version ${before.version + 1}, saved by`)).toBeVisible();

    // The page's own footer follows at once; the history names the change and its value before.
    await expect(page.getByRole('contentinfo').getByRole('heading', { name })).toBeVisible();
    const history = page.getByRole('table', { name: 'Changes to the settings' });
    await expect(history.getByRole('row').filter({ hasText: 'trading_name' }).first()).toContainText(
      String(before.settings.trading_name),
    );

    const after = await api<Settings>(request, 'GET', '/api/business-settings', admin.token);
    expect(after.terms_version).toBe(before.terms_version + 1);
    expect(after.settings.terms_html).toContain('Pay within 7 days of invoice.');

    // Signed out: the first paint (the HTML as served) and the sign-in page carry the new name.
    const html = await (await request.get('/login-page')).text();
    expect(html).toContain(`data-business="name">${name}</span>`);
    await withPage(browser, async (signedOut) => {
      await signedOut.goto('/login-page');
      await expect(signedOut).toHaveTitle(new RegExp(name));
      await expect(signedOut.getByRole('contentinfo').getByRole('heading', { name })).toBeVisible();
      await expect(signedOut.getByText('Need help with your account?')).toContainText('(03) 9587 4420');
    });

    // A customer has no settings to read: the call does not exist for them.
    const customer = await signInByApi(request, CUSTOMER.email, CUSTOMER.password);
    const refused = await request.get('/api/business-settings', {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(refused.status()).toBe(404);
  } finally {
    // Put the demo business back for the other specs.
    const current = await api<Settings>(request, 'GET', '/api/business-settings', admin.token);
    await api(request, 'POST', '/api/business-settings', admin.token, {
      version: current.version,
      settings: before.settings,
    });
  }
});

type ReminderSettings = { version: number; settings: { reminder_rules: { not_opened: { days: number } } } };

test('staff change how many business days a quote waits before its not-opened reminder', async ({
  page,
  request,
}) => {
  const admin = await signInByApi(request, ADMIN.email, ADMIN.password);
  const before = await api<ReminderSettings>(request, 'GET', '/api/business-settings', admin.token);
  const days = before.settings.reminder_rules.not_opened.days === 4 ? 5 : 4;
  try {
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto('/admin/setting');
    const section = page.getByRole('region', { name: 'Reminders' });
    await expect(section.getByLabel('Business hours open')).toHaveValue('09:00');
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="settings-reminders"]' });
    await section.getByLabel('Not opened: business days after sending').fill(String(days));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The settings have been saved.')).toBeVisible();
    const after = await api<ReminderSettings>(request, 'GET', '/api/business-settings', admin.token);
    expect(after.settings.reminder_rules.not_opened.days).toBe(days);
  } finally {
    const now = await api<ReminderSettings>(request, 'GET', '/api/business-settings', admin.token);
    await api(request, 'POST', '/api/business-settings', admin.token, {
      version: now.version,
      settings: { ...now.settings, reminder_rules: before.settings.reminder_rules },
    });
  }
});
