import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
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
