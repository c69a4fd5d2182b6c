import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatDisplayDate } from '@portal/domain/dates';
import { wfmPeerUrl } from '../handoff-ports.ts';
import { expectNoAxeViolations } from './axe-helpers.ts';
import { ADMIN, api, signInByApi } from './fixtures.ts';
import { asAdmin, asCustomer, loadQuote } from './quote-editor-helpers.ts';
import { customerWithQuote } from './quote-fixtures.ts';

/**
 * The order's steps after acceptance, read back from the run's WorkflowMax peer: the shop floor
 * moves the job there (PUT job.api/state, signed in as its own app), the portal's progress poll
 * (every 5 s in this run) reads it, and the customer and staff see the same steps on the order.
 * The acceptance shows from the moment it is made; only the job's moves wait for a poll, and the
 * test waits for those through the progress call, never for a time.
 */

const WFM = wfmPeerUrl(Number(process.env.E2E_PORT ?? 3100));

/** Moves a job in WorkflowMax as the shop floor's app does: its own consent, then job.api's PUT state. */
async function moveJob(request: APIRequestContext, job: string, state: string) {
  const signedIn = await request.post(`${WFM}/oauth/token`, {
    headers: { authorization: `Basic ${Buffer.from('wfm-floor:floor-secret').toString('base64')}` },
    form: { grant_type: 'refresh_token', refresh_token: 'floor-refresh-0' },
  });
  expect(signedIn.ok()).toBe(true);
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const moved = await request.put(`${WFM}/job.api/state`, {
    headers: {
      authorization: `Bearer ${access_token}`,
      account_id: 'account-1',
      'content-type': 'application/xml',
    },
    data: `<Job><ID>${job}</ID><State>${state}</State></Job>`,
  });
  expect(await moved.text()).toContain('<Status>OK</Status>');
}

test("the customer follows the order's steps after WorkflowMax moves its job", async ({
  browser,
  request,
}) => {
  const made = await customerWithQuote(request, 'progress', {
    label: 'Progress caps',
    status: 'Completed Quote',
  });
  const { version } = (await loadQuote(request, made.id, made.token)).quote;
  await api(request, 'POST', `/api/quotes/edit/${made.id}`, made.token, { action: 'request_order', version });
  const admin = await signInByApi(request, ADMIN.email, ADMIN.password);
  await api(request, 'POST', `/api/quotes/sendworkflowmax/${made.id}`, admin.token, {
    wfm_category: 'Embroidery',
  });
  let job = '';
  await expect
    .poll(async () => {
      const handoff = await api<{ job: { number: string | null } }>(
        request,
        'GET',
        `/api/quotes/handoff/${made.id}`,
        admin.token,
      );
      job = handoff.job.number ?? '';
      return job;
    })
    .toMatch(/^J\d{6}$/);
  const today = formatDisplayDate(new Date());

  await asCustomer(browser, made.account, async (page) => {
    await page.goto(`/myorders/view/${made.id}`);
    const progress = page.getByRole('region', { name: 'Order progress' });
    const step = (name: string) => progress.getByRole('listitem').filter({ hasText: name });
    await expect(step('Order accepted')).toContainText(today);
    await expect(step('In production')).toContainText('Not yet');
    await expectNoAxeViolations(page);

    await moveJob(request, job, 'In Progress');
    // The poll reads the job within seconds; the page asks again each minute, a reload at once.
    await expect
      .poll(
        async () => {
          const answer = await api<{ steps: { step: string; reached_at: string | null }[] }>(
            request,
            'GET',
            `/api/quotes/progress/${made.id}`,
            made.token,
          );
          return answer.steps.find((s) => s.step === 'in_production')?.reached_at ?? null;
        },
        { timeout: 60_000 },
      )
      .not.toBeNull();
    await page.reload();
    await expect(step('In production')).toContainText(today);
    await expect(step('Dispatched')).toContainText('Not yet');
    await expect(step('Invoice paid')).toContainText('Not yet');
  });

  await asAdmin(browser, async (page) => {
    await page.goto(`/admin/myorders/edit/${made.id}`);
    const progress = page.getByRole('region', { name: 'Order progress' });
    await expect(progress.getByRole('listitem').filter({ hasText: 'In production' })).toContainText(today);
    await expect(progress.getByRole('listitem').filter({ hasText: 'Artwork approved' })).toContainText(today);
  });
});
