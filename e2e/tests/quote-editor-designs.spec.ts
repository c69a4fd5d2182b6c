import { expect, test } from '@playwright/test';
import type { ProductionAnswer } from '@portal/domain/files';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { EPS } from '../../apps/server/src/modules/files/test-files.ts';
import { goldenContent } from '../../apps/server/src/test/golden-content.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin, asCustomer, loadQuote, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

type Decoration = { code: string; setup_emb?: unknown; setup_sc?: unknown; setup_size?: unknown };

/**
 * staff pick one of the client's saved embroidery designs on a decoration row and
 * the row takes its stitch count, size and colours; the customer then sees the design by name.
 */
test('staff fill an embroidery row from a saved design', async ({ browser, request }) => {
  const made = await customerWithQuote(request, 'designs', { label: 'Crest polos' });
  const upload = await request.post('/api/productions/add', {
    headers: { Authorization: `Bearer ${made.adminToken}` },
    multipart: {
      production: { name: 'crest.eps', mimeType: 'application/postscript', buffer: EPS },
      user_id: String(made.userId),
      production_type: 'emb',
      stitch_count: '8500',
      size: '90 x 40 mm',
      colours: 'Navy, Gold',
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const design = ((await upload.json()) as { data: { production: ProductionAnswer } }).data.production;

  // The golden quote's decoration, made an embroidery.
  const content = goldenContent();
  const decoration = content.categories[0]?.items[1] as Decoration;
  decoration.code = 'Embroidery';
  const { quote } = await loadQuote(request, made.id, made.adminToken);
  await api(request, 'POST', `/api/quotes/edit/${made.id}`, made.adminToken, {
    content,
    version: quote.version,
  });

  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/myorders/edit/${made.id}`);
    // The cell draws a plain field first and its list after the next paint: wait for the list.
    await page
      .getByRole('combobox', { name: 'Embroidery Breast Left design' })
      .selectOption({ label: 'crest.eps (8,500 stitches)' });
    await expect(page.getByLabel('Embroidery Breast Left stitch count')).toHaveValue('8500');
    await expect(page.getByLabel('Embroidery Breast Left size')).toHaveValue('90 x 40 mm');
    await expectNoAxeViolations(page);
    await summary(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
  });
  const saved = await loadQuote(request, made.id, made.adminToken);
  const row = (saved.quote as unknown as { content: { categories: { items: Decoration[] }[] } }).content
    .categories[0]?.items[1];
  expect(row).toMatchObject({ setup_emb: design.id, setup_sc: 8500, setup_size: '90 x 40 mm' });

  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/myorders/edit/${made.id}`);
    const shown = page.getByLabel('Embroidery Breast Left design');
    await expect(shown).toBeDisabled();
    await expect(shown.locator('option:checked')).toHaveText('crest.eps (8,500 stitches)');
  });
});
