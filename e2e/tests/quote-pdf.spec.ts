import { execFileSync } from 'node:child_process';
import { type Download, expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { asAdmin, loadQuote, money, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/** What a person reading the saved file sees: poppler's text of the downloaded PDF. */
const textOf = async (download: Download): Promise<string> =>
  execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', await download.path(), '-'], { encoding: 'utf8' });

test.describe('the quote PDF', () => {
  test('a customer downloads it from the view page and staff from the editor, the same document', async ({
    browser,
    page,
    request,
  }) => {
    const { account, token, id } = await customerWithQuote(request, 'pdf', {
      label: 'Printed tees',
      status: 'Completed Quote',
    });
    const { priced } = await loadQuote(request, id, token);
    // A new quote is its first revision: Q{id}-R1.pdf.
    const fileName = `Q${id}-R1.pdf`;
    const total = priced.summaryLines.find((line) => line.key === 'total')?.amount ?? -1;

    await signIn(page, account.email, account.password, '/myorders');
    await page.goto(`/requests/view/${id}`);
    const [customerDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(customerDownload.suggestedFilename()).toBe(fileName);
    const customerText = await textOf(customerDownload);
    expect(customerText).toContain(`QUOTE Q${id}`);
    expect(customerText).toContain('Printed tees');
    expect(customerText).toContain('AS5001 Staple Tee');
    expect(customerText).toMatch(new RegExp(`Total\\s+\\${money(total)}`));

    await asAdmin(browser, async (admin) => {
      await admin.goto(`/admin/myorders/edit/${id}`);
      const [staffDownload] = await Promise.all([
        admin.waitForEvent('download'),
        summary(admin).getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(staffDownload.suggestedFilename()).toBe(fileName);
      expect(await textOf(staffDownload)).toBe(customerText);
    });
  });
});
