import { expect, test } from '@playwright/test';
import { PROOF_MESSAGES } from '@portal/domain/proofs';
import { PNG } from '../../apps/server/src/modules/files/test-files.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, api, signInByApi, withPage } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';
import { asAdmin } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * Proofs in the browser: staff add and send a proof from the quote's Proofs panel, the mail reaches
 * the run's SMTP server, and the customer opens its link signed out on a 390×844 screen, zooms
 * the proof, ticks the shop's checklist and approves it with a typed name.
 */
test.describe('artwork proofs on a phone', () => {
  test('the customer opens the mailed proof link, zooms and approves the proof', async ({
    browser,
    request,
  }) => {
    test.slow();
    const { account, id } = await customerWithQuote(request, 'proofs-phone', {
      label: 'Proofed tees',
      status: 'Completed Quote',
    });
    // Staff upload the proof from the quote's Proofs panel and send it.
    await asAdmin(browser, async (page) => {
      await page.goto(`/admin/myorders/edit/${id}`);
      const panel = page.getByRole('region', { name: 'Proofs' });
      await expect(panel.getByText('No proof')).toBeVisible();
      const chooser = page.waitForEvent('filechooser');
      await panel.getByLabel('New proof for Breast Left · Screen Print 1C').click();
      await (await chooser).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
      await expect(panel.getByText(PROOF_MESSAGES.added)).toBeVisible();
      await expect(panel.getByText('Not sent')).toBeVisible();
      await expectNoAxeViolations(page, { include: '[aria-labelledby="proofs-title"]' });
      await panel.getByRole('button', { name: 'Send proofs' }).click();
      await expect(panel.getByText(PROOF_MESSAGES.sent)).toBeVisible();
      await expect(panel.getByText('Awaiting approval')).toBeVisible();
    });
    const admin = await signInByApi(request, ADMIN.email, ADMIN.password);

    const mail = await waitForMail(account.email);
    const href = /https?:\/\/\S+\/proofs\?token=\S+/.exec(mail.text ?? '')?.[0];
    expect(href, 'a proof link in the mail').toBeTruthy();
    const link = new URL(href ?? '');

    await withPage(
      browser,
      async (page) => {
        await page.goto(`${link.pathname}${link.search}`);
        const proof = page.getByRole('region', { name: 'Breast Left · Screen Print 1C (v1)' });
        await expect(proof).toBeVisible();
        await expect(proof.getByRole('img', { name: /Proof of Breast Left/ })).toBeVisible();
        await expectNoAxeViolations(page);

        await proof.getByRole('button', { name: 'Zoom in' }).click();
        await expect(proof.getByText(/^150%/)).toBeVisible();
        await proof.getByRole('button', { name: 'Show the whole proof' }).click();
        await expect(proof.getByText(/^100%/)).toBeVisible();

        const approve = proof.getByRole('form', { name: 'Approve Breast Left · Screen Print 1C' });
        await approve.getByLabel('Your full name').fill('Ana Buyer');
        await approve.getByRole('button', { name: 'Approve' }).click();
        await expect(approve.getByRole('alert')).toHaveText(
          PROOF_MESSAGES.checklistIncomplete(['Spelling', 'Colours', 'Size', 'Position']),
        );
        for (const item of ['Spelling', 'Colours', 'Size', 'Position'])
          await approve.getByLabel(item).check();
        await approve.getByRole('button', { name: 'Approve' }).click();
        await expect(proof.getByRole('status').filter({ hasText: 'Approved by Ana Buyer' })).toBeVisible();
        await expectNoAxeViolations(page);
      },
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    );

    const list = await api<{ gate: { ok: boolean } }>(request, 'GET', `/api/proofs/index/${id}`, admin.token);
    expect(list.gate.ok).toBe(true);
  });
});
