import { expect, type Page, test } from '@playwright/test';
import { PROOF_MESSAGES } from '@portal/domain/proofs';
import { PNG } from '../../apps/server/src/modules/files/test-files.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api } from './fixtures.ts';
import { asAdmin, asCustomer, loadQuote } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * The demo business includes two proof rounds and charges $35.00 ex GST past them: staff send a
 * third version, the editor shows the fee line charged, the customer sees it on their order, and
 * staff waive it by unticking it and saving.
 */
const FEE = /^template Artwork task Artwork fee: .+ v3, round 3 \(2 included\) charged$/;

const FEE_LABEL = /^template Artwork task Artwork fee: .+ v3, round 3 \(2 included\) label$/;

const proofsPanel = (page: Page) => page.getByRole('region', { name: 'Proofs' });

test('a third proof version adds the artwork fee, which the customer sees and staff waive', async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'proof-rounds', {
    label: 'Third round caps',
    status: 'Completed Quote',
  });
  const { version } = (await loadQuote(request, made.id, made.token)).quote;
  await api(request, 'POST', `/api/quotes/edit/${made.id}`, made.token, { action: 'request_order', version });
  const addVersion = async (name: string) => {
    const added = await request.post('/api/proofs/add', {
      headers: { Authorization: `Bearer ${made.adminToken}` },
      multipart: {
        proof: { name, mimeType: 'image/png', buffer: PNG },
        quote_id: String(made.id),
        row_id: 'd1',
        spec: '{}',
      },
    });
    expect(added.status(), await added.text()).toBe(200);
  };
  for (const round of [1, 2]) {
    await addVersion(`front-v${round}.png`);
    await api(request, 'POST', `/api/proofs/send/${made.id}`, made.adminToken, {});
  }
  await addVersion('front-v3.png');

  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/myorders/edit/${made.id}`);
    const panel = proofsPanel(page);
    await expect(
      panel.getByLabel('Waive the artwork fee for versions past the rounds included'),
    ).not.toBeChecked();
    await expectNoAxeViolations(page, { include: '[aria-labelledby="proofs-title"]' });
    await panel.getByRole('button', { name: 'Send proofs' }).click();
    await expect(panel.getByRole('status')).toHaveText(PROOF_MESSAGES.sentWithFees(1));
    // The editor had nothing unsaved, so it read the quote again and shows the fee charged.
    await expect(page.getByRole('checkbox', { name: FEE })).toBeChecked();
  });

  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/myorders/view/${made.id}`);
    // The customer reads the fee's line, charged, where they read the order's other tasks.
    await expect(page.getByRole('checkbox', { name: FEE })).toBeChecked();
    await expect(page.getByRole('textbox', { name: FEE_LABEL })).toBeDisabled();
  });

  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/myorders/edit/${made.id}`);
    await page.getByRole('checkbox', { name: FEE }).uncheck();
    await page.getByRole('button', { name: 'SAVE ORDER' }).click();
    await expect(page.getByRole('checkbox', { name: FEE })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'SAVE ORDER' })).toBeEnabled();
  });

  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/myorders/view/${made.id}`);
    // The order's lines are drawn (its garments' table) before the fee's absence is asked.
    await expect(page.getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: FEE })).toHaveCount(0);
  });
});
