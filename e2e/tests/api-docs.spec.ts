import { expect, test } from '@playwright/test';
import { MESSAGES } from '@portal/domain';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { withPage } from './fixtures.ts';

// The API reference page (decisions/114): Swagger UI, served by the portal itself, drawing the
// portal's own OpenAPI document under the portal's content security policy.
test('the API reference page shows the calls from the portal alone and passes axe', async ({
  browser,
  baseURL,
}) => {
  // A hundred operations drawn and scanned twice: on a busy machine this passes two minutes.
  test.slow();
  await withPage(browser, async (page) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL as string) && !request.url().startsWith('data:'))
        elsewhere.push(request.url());
    });
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        blocked.push(message.text());
    });

    const answer = await page.goto('/api/docs');
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
    // The first request builds the document (cached after), and the browser then parses a few
    // hundred kilobytes of it: on a busy machine that passed the usual 20 s.
    await expect(page.getByRole('heading', { name: /Workwear quoting portal API/ })).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByRole('heading', { level: 3, name: 'users' })).toBeVisible();
    await expectNoAxeViolations(page);

    // An operation opened: its summary, parameters, and its answers, refusals included.
    const login = page.locator('.opblock').filter({ hasText: 'Sign in with e-mail and password' });
    await login.getByRole('button', { expanded: false }).first().click();
    await expect(login.getByRole('region', { name: 'Responses of POST /api/users/login' })).toBeVisible();
    await expect(login.getByText(MESSAGES.loginFailed)).toBeVisible();
    await expect(login.getByText('Too many attempts from this address', { exact: false })).toBeVisible();
    // The rest of the page was scanned above: the opened operation is what is new.
    await expectNoAxeViolations(page, { include: '#operations-users-postUsersLogin' });

    expect(elsewhere).toEqual([]);
    expect(blocked).toEqual([]);
  });
});
