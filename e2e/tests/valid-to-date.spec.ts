import { expect, test } from '@playwright/test';
import { formatDisplayDate } from '@portal/domain/dates';
import { ADMIN, signIn } from './fixtures.ts';
import { loadQuote } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * staff's Valid to field shows and takes DD/MM/YYYY whatever the browser's
 * language. A native date input in an en-US browser showed 2 December as 12/02/2026.
 */
test('an admin in an en-US browser sees and types Valid to as DD/MM/YYYY', async ({ browser, request }) => {
  const { id, token } = await customerWithQuote(request, 'valid-to', { label: 'Dated tees' });
  const loaded = (await loadQuote(request, id, token)) as unknown as { quote: { valid_to: string } };
  const stored = loaded.quote.valid_to;
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  try {
    const page = await context.newPage();
    await signIn(page, ADMIN.email, ADMIN.password, '/admin/myorders');
    await page.goto(`/admin/requests/edit/${id}`);
    const field = page.getByRole('textbox', { name: 'Valid to' });
    await expect(field).toHaveValue(formatDisplayDate(stored));
    await field.fill('02/12/2027');
    await field.blur();
    await expect(field).toHaveValue('02/12/2027');
  } finally {
    await context.close();
  }
});
