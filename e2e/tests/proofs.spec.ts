import { expect, type Page, test } from '@playwright/test';
import { HANDOFF_MESSAGES } from '@portal/domain/handoff';
import { PROOF_MESSAGES } from '@portal/domain/proofs';
import { PNG } from '../../apps/server/src/modules/files/test-files.ts';
import { goldenContent } from '../../apps/server/src/test/golden-content.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { api, withPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';
import { asAdmin, asCustomer, loadQuote } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

const FRONT = 'Breast Left · Screen Print 1C';
const BACK = 'Back · Embroidery';
const CHECKLIST = ['Spelling', 'Colours', 'Size', 'Position'];
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** The golden tees with a second decoration, an embroidered back, so the order has two proofs. */
function twoDecorations() {
  const content = goldenContent();
  const [category] = content.categories;
  if (!category) throw new Error('the golden case has a category');
  const [tee, front] = category.items as Record<string, unknown>[];
  category.items = [
    { ...tee, position: { 'Breast Left': true, Back: true } },
    front,
    { ...front, id: 'd2', code: 'Embroidery', position: 'Back' },
  ] as typeof category.items;
  return content;
}

/** Staff's Proofs panel beside the editor. */
const proofsPanel = (page: Page) => page.getByRole('region', { name: 'Proofs' });

/** Ticks the shop's checklist and approves with a typed name (the portal and the link alike). */
async function approve(proof: ReturnType<Page['getByRole']>, decoration: string, name: string) {
  const form = proof.getByRole('form', { name: `Approve ${decoration}` });
  for (const item of CHECKLIST) await form.getByLabel(item).check();
  await form.getByLabel('Your full name').fill(name);
  await form.getByRole('button', { name: 'Approve' }).click();
  await expect(proof.getByRole('status').filter({ hasText: `Approved by ${name}` })).toBeVisible();
}

/**
 * The proof round trip in the browser: staff add two proofs with their specs (one from its
 * decoration row, one from the Proofs panel) and send them; the customer opens the mailed link
 * signed out on a 390×844 phone, zooms, approves one and asks for changes on the other with a
 * pin; staff see the pin, add a new version and send it; the customer approves it in the portal;
 * the order, refused before, then goes to WorkflowMax (the run's loopback peer).
 */
test.describe('artwork proofs, round trip', () => {
  test('two proofs sent, answered on a phone, one redone and approved in the portal, then the job', async ({
    browser,
    request,
  }) => {
    test.slow();
    const { account, id, token, adminToken } = await customerWithQuote(request, 'proofs-trip', {
      label: 'Proofed tees',
      status: 'Completed Quote',
      content: twoDecorations(),
    });
    const { version } = (await loadQuote(request, id, token)).quote;
    await api(request, 'POST', `/api/quotes/edit/${id}`, token, { action: 'request_order', version });

    // Staff add the front's proof from its row of the editor and the back's from the panel.
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/myorders/edit/${id}`);
      const panel = proofsPanel(page);
      await expect(panel.getByText('No proof')).toHaveCount(2);
      await page.getByRole('button', { name: 'Upload a proof for Screen Print 1C Breast Left' }).click();
      let dialog = page.getByRole('dialog', { name: `Add a proof for ${FRONT}` });
      await dialog.getByLabel('Width (mm)').fill('80');
      await dialog.getByLabel('Height (mm)').fill('forty');
      let chooser = page.waitForEvent('filechooser');
      await dialog.getByLabel('Proof file').click();
      await (await chooser).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: 'Add proof' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(PROOF_MESSAGES.sizeNotNumber);
      await dialog.getByLabel('Height (mm)').fill('40');
      await dialog.getByLabel('Thread or ink colours').fill('Black');
      await dialog.getByLabel('Garment colours it applies to').fill('White');
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: 'Add proof' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByText(PROOF_MESSAGES.added)).toBeVisible();
      await expect(panel.getByText('80 × 40 mm')).toBeVisible();

      await panel.getByRole('button', { name: `Add a proof for ${BACK}` }).click();
      dialog = page.getByRole('dialog', { name: `Add a proof for ${BACK}` });
      await dialog.getByLabel('Stitch count').fill('9500');
      await dialog.getByLabel('Placement note').fill('Centred 60 mm below the collar');
      chooser = page.waitForEvent('filechooser');
      await dialog.getByLabel('Proof file').click();
      await (await chooser).setFiles({ name: 'back.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: 'Add proof' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByText('Not sent')).toHaveCount(2);
      await expectNoAxeViolations(page, { include: '[aria-labelledby="proofs-title"]' });
      await panel.getByRole('button', { name: 'Send proofs' }).click();
      await expect(panel.getByText(PROOF_MESSAGES.sent)).toBeVisible();
      await expect(panel.getByText('Awaiting approval')).toHaveCount(2);
    });

    const mail = await waitForMail(account.email);
    const href = /https?:\/\/\S+\/proofs\?token=\S+/.exec(mail.text ?? '')?.[0];
    expect(href, 'a proof link in the mail').toBeTruthy();
    const link = new URL(href ?? '');

    // The customer, signed out on a phone: zoom, approve the front, pin a change on the back.
    await withPage(
      browser,
      async (page) => {
        await page.goto(`${link.pathname}${link.search}`);
        const front = page.getByRole('region', { name: `${FRONT} (v1)` });
        await expect(front.getByRole('img', { name: /Proof of Breast Left/ })).toBeVisible();
        await expect(front.getByText('80 × 40 mm')).toBeVisible();
        await expectNoAxeViolations(page);

        await front.getByRole('button', { name: 'Zoom in' }).click();
        await expect(front.getByText(/^150%/)).toBeVisible();
        await front.getByRole('button', { name: 'Show the whole proof' }).click();
        await expect(front.getByText(/^100%/)).toBeVisible();

        const form = front.getByRole('form', { name: `Approve ${FRONT}` });
        await form.getByLabel('Your full name').fill('Ana Buyer');
        await form.getByRole('button', { name: 'Approve' }).click();
        await expect(form.getByRole('alert')).toHaveText(PROOF_MESSAGES.checklistIncomplete(CHECKLIST));
        await approve(front, FRONT, 'Ana Buyer');

        const back = page.getByRole('region', { name: `${BACK} (v1)` });
        const changes = back.getByRole('form', { name: `Request changes to ${BACK}` });
        await changes.getByRole('button', { name: 'Place pins on the proof' }).click();
        await back.getByRole('img', { name: /Proof of Back/ }).tap({ position: { x: 40, y: 30 } });
        await changes.getByLabel('Pin 1: what to change here').fill('Make the thread gold');
        await changes.getByLabel('Your full name').fill('Ana Buyer');
        await changes.getByLabel('What needs changing?').fill('Gold thread, please');
        await expectNoAxeViolations(page);
        await changes.getByRole('button', { name: 'Request changes' }).click();
        await expect(back).toContainText('You asked for changes. We will send a new version.');
        await expectNoAxeViolations(page);
      },
      PHONE,
    );

    // The gate: one decoration still waits, so the order does not go to WorkflowMax.
    const refused = await request.post(`/api/quotes/sendworkflowmax/${id}`, {
      data: { wfm_category: 'Embroidery' },
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { data: string }).data).toBe(PROOF_MESSAGES.blocked([BACK]));

    // Staff see the pin where it was put, add the back's second version and send it.
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/myorders/edit/${id}`);
      const asked = proofsPanel(page).getByRole('group', { name: `Changes asked to ${BACK}` });
      await expect(asked).toContainText('Gold thread, please');
      await expect(asked.getByRole('list', { name: 'Pins' })).toHaveText('Make the thread gold');
      await expect(asked.getByRole('img', { name: /with the customer's pins/ })).toBeVisible();
      await expectNoAxeViolations(page, { include: '[aria-labelledby="proofs-title"]' });

      await page.getByRole('button', { name: 'Upload a proof for Embroidery Back' }).click();
      const dialog = page.getByRole('dialog', { name: `Add a proof for ${BACK}` });
      await dialog.getByLabel('Thread or ink colours').fill('Gold');
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByLabel('Proof file').click();
      await (await chooser).setFiles({ name: 'back-gold.png', mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: 'Add proof' }).click();
      await expect(dialog).toBeHidden();
      await proofsPanel(page).getByRole('button', { name: 'Send proofs' }).click();
      await expect(proofsPanel(page).getByText(PROOF_MESSAGES.sent)).toBeVisible();
    });

    // The customer approves the new version in the portal, reached from their order.
    await asCustomer(browser, account, async (page) => {
      await page.goto(`/myorders/edit/${id}`);
      await page.getByRole('link', { name: 'PROOFS (1 to approve)' }).click();
      await expect(page).toHaveURL(`/requests/proofs/${id}`);
      const back = page.getByRole('region', { name: `${BACK} (v2)` });
      await expect(back.getByRole('img', { name: /Proof of Back/ })).toBeVisible();
      await expect(back.getByText('Gold')).toBeVisible();
      await expect(page.getByRole('region', { name: `${FRONT} (v1)` })).toContainText(
        'Approved by Ana Buyer',
      );
      await expectNoAxeViolations(page);
      await approve(back, BACK, 'Ana Buyer');
      await expectNoAxeViolations(page);
    });

    // Every current proof approved: the order goes to WorkflowMax, whose peer numbers the job.
    const sent = await api<string>(request, 'POST', `/api/quotes/sendworkflowmax/${id}`, adminToken, {
      wfm_category: 'Embroidery',
    });
    expect(sent).toBe(HANDOFF_MESSAGES.jobSaved);
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/myorders/edit/${id}`);
      await expect(page.getByRole('region', { name: 'Job and invoice' })).toContainText(/Job: Sent J\d{6}/);
      await expect(proofsPanel(page)).toContainText('May go to production.');
    });
  });
});
