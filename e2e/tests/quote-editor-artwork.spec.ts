import { expect, test } from '@playwright/test';
import type { BrandAddAnswer, VisualAddAnswer } from '@portal/domain/files';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { PDF_TWO_PAGES, PNG } from '../../apps/server/src/modules/files/test-files.ts';
import { goldenContent } from '../../apps/server/src/test/golden-content.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asCustomer, loadQuote, summary } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

type Decoration = { code: string; logo_file?: string; logo_name?: string; visuals?: unknown };

/** a customer attaches their logo and this quote's visual to a decoration. */
test('a customer attaches a logo and a visual to a decoration, and the quote keeps them', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'artwork-row', { label: 'Artwork tees' });
  const upload = async <T>(path: string, multipart: Record<string, unknown>) => {
    const answer = await request.post(path, {
      headers: { Authorization: `Bearer ${made.token}` },
      multipart: multipart as never,
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: T }).data;
  };
  const { brand } = await upload<BrandAddAnswer>('/api/brands/add', {
    brand: { name: 'crest.pdf', mimeType: 'application/pdf', buffer: PDF_TWO_PAGES },
  });
  const { visual } = await upload<VisualAddAnswer>('/api/visuals/add', {
    visual: { name: 'mock-front.png', mimeType: 'image/png', buffer: PNG },
    quote_id: String(made.id),
  });

  const content = goldenContent();
  (content.categories[0]?.items[1] as Decoration).code = 'Embroidery';
  const { quote } = await loadQuote(request, made.id, made.token);
  await api(request, 'POST', `/api/quotes/edit/${made.id}`, made.token, { content, version: quote.version });

  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/requests/edit/${made.id}`);
    await page.getByLabel('Embroidery Breast Left logo').selectOption({ label: 'crest.pdf' });
    await page.getByLabel('Embroidery Breast Left visual mock-front.png').check();
    await expectNoAxeViolations(page);
    await summary(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(QUOTE_MESSAGES.changesSaved)).toBeVisible();
  });

  const saved = await loadQuote(request, made.id, made.token);
  const row = (saved.quote as unknown as { content: { categories: { items: Decoration[] }[] } }).content
    .categories[0]?.items[1];
  expect(row).toMatchObject({
    logo_file: brand.url,
    logo_name: 'crest.pdf',
    visuals: [{ filename: 'mock-front.png', url: visual.url }],
  });
});
