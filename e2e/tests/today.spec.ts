import { expect, test } from '@playwright/test';
import { PNG } from '../../apps/server/src/modules/files/test-files.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, api, signInByApi } from './fixtures.ts';
import { asAdmin } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

test('staff open the home page and follow a "needs doing" link to the quote', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'today', {
    label: 'Home page tees',
    status: 'Completed Quote',
  });
  await api(request, 'POST', `/api/quotes/askaboutline/${made.id}`, made.token, {
    line_id: 'p1',
    question: 'Does this tee come in navy?',
  });
  const title = `Q${made.id} · Home page tees · ${made.account.company}`;

  await asAdmin(browser, async (page) => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'TODAY' }).click();
    await expect(page).toHaveURL(/\/admin\/today$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    // Customers' answers come newest first: the question just asked leads the group.
    const answers = page.getByRole('region', { name: 'Customer answers since yesterday' });
    const link = answers.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await expect(answers.getByText(/^Note \(Question about AS5001.*\) by /)).toBeVisible();
    for (const group of [
      'New quote requests',
      'Changes requested',
      'Questions on a line',
      'Opened several times, no answer',
      'Expiring this week',
      'Proofs waiting',
      'Orders not sent to WorkflowMax',
      'Messages that failed',
    ])
      await expect(page.getByRole('region', { name: group })).toBeVisible();
    await expectNoAxeViolations(page);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/requests/edit/${made.id}$`));
    await expect(page.getByLabel(/^Question from the customer: AS5001/)).toBeVisible();
  });
});

test("staff follow a waiting proof to the quote's Proofs panel", async ({ browser, request }) => {
  const made = await customerWithQuote(request, 'today-proofs', {
    label: 'Proofed polos',
    status: 'Completed Quote',
  });
  const admin = await signInByApi(request, ADMIN.email, ADMIN.password);
  const added = await request.post('/api/proofs/add', {
    headers: { Authorization: `Bearer ${admin.token}` },
    multipart: {
      proof: { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      quote_id: String(made.id),
      row_id: 'd1',
      spec: '{}',
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await api(request, 'POST', `/api/proofs/send/${made.id}`, admin.token, {});

  await asAdmin(browser, async (page) => {
    await page.goto('/admin/today');
    const group = page.getByRole('region', { name: 'Proofs waiting' });
    await expect(group.getByText(/awaiting approval, since /).first()).toBeVisible();
    // Other runs' proofs may wait longer and come first: any of them leads to its Proofs panel.
    await group.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/(requests|myorders)\/(edit|view)\/\d+#proofs$/);
    await expect(page.getByRole('region', { name: 'Proofs' })).toBeInViewport();
  });
});
