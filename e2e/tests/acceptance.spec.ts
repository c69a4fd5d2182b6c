import { expect, test } from '@playwright/test';
import { ACCEPTANCE_MESSAGES, type AcceptanceRecord } from '@portal/domain/acceptance';
import { type CompanyAnswer, companyFieldsOf } from '@portal/domain/clients';
import { QUOTE_LINK_MESSAGES } from '@portal/domain/quote-links';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api, signIn, withPage } from './fixtures.ts';
import { emailByApi, linksOf } from './link-mail.ts';
import { waitForMail } from './mailbox.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/** A whole, one-page PDF, as a customer's purchase order might be. */
function purchaseOrderPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(text.length);
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}

test.describe('accepting with a purchase order', () => {
  test('a customer opens the mailed link, gives the PO and accepts, then downloads the certificate', async ({
    browser,
    request,
  }) => {
    test.slow();
    const { account, token, adminToken, userId, id } = await customerWithQuote(request, 'po-accept', {
      label: 'PO tees',
      status: 'Completed Quote',
    });
    // Staff mark the company "PO required".
    const company = await api<CompanyAnswer>(
      request,
      'GET',
      `/api/companies/getcompanybyuser/${userId}`,
      adminToken,
    );
    await api(request, 'POST', `/api/companies/edit/${company.id}`, adminToken, {
      ...companyFieldsOf(company),
      po_required: true,
    });
    await emailByApi(request, adminToken, id);
    const links = linksOf(await waitForMail(account.email));

    await withPage(browser, async (page) => {
      await page.goto(links.accept);
      await expect(page.getByRole('heading', { name: `Q${id} PO tees - R1` })).toBeVisible();
      await page.getByLabel('Your name').fill('Jordan Tester');
      await expect(page.getByRole('textbox', { name: 'PO number' })).toHaveAttribute('required', '');
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByRole('alert')).toHaveText(ACCEPTANCE_MESSAGES.poRequired);

      await page.getByRole('textbox', { name: 'PO number' }).fill('PO-4471');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'purchase order 4471.pdf',
        mimeType: 'application/pdf',
        buffer: purchaseOrderPdf(),
      });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Accept' }).click();
      await expect(page.getByRole('status').filter({ hasText: QUOTE_LINK_MESSAGES.accepted })).toBeVisible();
      await expectNoAxeViolations(page);

      const [certificate] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Acceptance certificate' }).click(),
      ]);
      expect(certificate.suggestedFilename()).toBe(`Q${id}-R1-acceptance.pdf`);
      const { readFile } = await import('node:fs/promises');
      expect((await readFile(await certificate.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    const record = await api<AcceptanceRecord>(request, 'GET', `/api/quotes/acceptance/${id}`, token);
    expect(record).toMatchObject({ po_number: 'PO-4471', name: 'Jordan Tester', via: 'link', revision: 1 });
    expect(record.po_file?.file_name).toMatch(/\.pdf$/);

    // Signed in, the customer finds the certificate on the order's page too.
    await withPage(browser, async (page) => {
      await signIn(page, account.email, account.password, '/myorders');
      await page.goto(`/myorders/view/${id}`);
      const [again] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Acceptance certificate' }).click(),
      ]);
      expect(again.suggestedFilename()).toBe(`Q${id}-R1-acceptance.pdf`);
    });
  });
});
