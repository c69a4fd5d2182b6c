import {
  HANDOFF_MESSAGES,
  invoiceTotalCents,
  type OrderHandoffAnswer,
  type TemplatesAnswer,
} from '@portal/domain/handoff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { outbox, quotes, serviceTokens } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { seedDemoIfEmpty } from '../../seed/seed-demo.ts';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { startWfmPeer } from '../../test/wfm-peer.ts';
import { startXeroPeer } from '../../test/xero-peer.ts';

type WfmPeer = Awaited<ReturnType<typeof startWfmPeer>>;
type XeroPeer = Awaited<ReturnType<typeof startXeroPeer>>;

describe.each(testDatabases())('hand-off to WorkflowMax and Xero on $name', (kind) => {
  let t: TestApp;
  let wfm: WfmPeer;
  let xero: XeroPeer;
  let admin: string;
  let customer: { token: string; user: { id: number } };
  let contact: number;

  beforeAll(async () => {
    wfm = await startWfmPeer();
    xero = await startXeroPeer();
    t = await startTestApp(kind, { workflowMax: wfm.settings, xero: xero.settings });
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
    contact = (await contactIdsOf(t.database.db, customer.user.id))[0] as number;
  });
  afterAll(async () => {
    await t?.close();
    await wfm?.close();
    await xero?.close();
  });
  beforeEach(() => {
    wfm.script.length = 0;
    xero.script.length = 0;
  });

  const drain = () => t.app.ctx.outbox.drain();
  /** Delivers, making each retry due at once, until the message with this key is no longer waiting. */
  const deliverUntilSettled = async (key: string) => {
    for (let tries = 0; tries < 8; tries += 1) {
      await drain();
      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.idempotencyKey, key));
      if (row?.status !== 'pending') return;
      await makeDue();
    }
  };
  /** Makes every waiting message due now, as if its wait had passed. */
  const makeDue = () =>
    t.database.db
      .update(outbox)
      .set({ availableAt: new Date(0) })
      .where(eq(outbox.status, 'pending'));

  async function newQuote(label: string): Promise<number> {
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.user.id}`, {
      token: admin,
      body: { content: goldenContent(), label, contact_user: String(contact) },
    });
    if (made.statusCode !== 200) throw new Error(JSON.stringify(made.body));
    // The client's order number, as staff type it in the header.
    await t.database.db
      .update(quotes)
      .set({ wfmOrderNo: `PO-${label}` })
      .where(eq(quotes.id, made.body.data.id));
    return made.body.data.id;
  }
  const act = async (token: string, id: number, action: string) =>
    t.call('POST', `/api/quotes/edit/${id}`, {
      token,
      body: { action, version: await versionOf(t.database.db, id) },
    });
  /** A quote staff completed and its customer accepted: an order, approved. */
  async function approvedOrder(label: string): Promise<number> {
    const id = await newQuote(label);
    expect((await act(admin, id, 'complete_quote')).statusCode).toBe(200);
    expect((await act(customer.token, id, 'request_order')).statusCode).toBe(200);
    return id;
  }
  const send = (id: number, category = 'Embroidery', token = admin) =>
    t.call<string>('POST', `/api/quotes/sendworkflowmax/${id}`, { token, body: { wfm_category: category } });
  const handoff = async (id: number) =>
    (await t.call<OrderHandoffAnswer>('GET', `/api/quotes/handoff/${id}`, { token: admin })).body.data;
  const jobsOf = (id: number) => wfm.jobs.filter((job) => job.Name.startsWith(`Q${id} `));
  const invoicesOf = (id: number) =>
    xero.invoices.filter((invoice) => invoice.InvoiceNumber.startsWith(`Q${id}-R`));

  it('lists WorkflowMax templates and tasks by uuid and name, for staff only', async () => {
    const res = await t.call<TemplatesAnswer>('GET', '/api/xero/gettemplates', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.configured).toBe(true);
    expect(res.body.data.templates.map((e) => e.name)).toEqual(['Embroidery job', 'Screen print job']);
    expect(res.body.data.tasks).toContainEqual({ uuid: wfm.tasks[1]?.UUID, name: 'Digitising' });
    const calls = wfm.calls.length;
    await t.call('GET', '/api/xero/gettemplates', { token: admin });
    expect(wfm.calls.length).toBe(calls); // kept, not read again
    const again = await t.call<TemplatesAnswer>('POST', '/api/xero/getxerotemplate', { token: admin });
    expect(again.body.data.tasks).toHaveLength(3);
    expect(wfm.calls.length).toBeGreaterThan(calls); // the refresh reads WorkflowMax
    for (const [method, url] of [
      ['GET', '/api/xero/gettemplates'],
      ['POST', '/api/xero/getxerotemplate'],
    ] as const)
      expect((await t.call(method, url, { token: customer.token })).statusCode).toBe(403);
  });

  it('sends an order as one job with its client, label, number, lines and category', async () => {
    const id = await approvedOrder('Team polos');
    const res = await send(id, 'Embroidery');
    expect(res.body).toEqual({ status: 'success', data: HANDOFF_MESSAGES.jobSaved });
    await drain();
    const [job, ...others] = jobsOf(id);
    expect(others).toHaveLength(0);
    expect(job?.Name).toBe(`Q${id} Team polos`);
    expect(job?.ClientNumber).toBe('PO-Team polos');
    expect(job?.CategoryUUID).toBe(wfm.categories.find((c) => c.Name === 'Embroidery')?.UUID);
    expect(job?.Description).toContain('Category: Embroidery');
    expect(job?.Description).toMatch(/\$\d/); // the lines with their amounts
    expect(wfm.clients.find((c) => c.UUID === job?.ClientUUID)?.Name).toBeTruthy();
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(row?.wfmId).toBe(job?.ID);
    const state = await handoff(id);
    // The job's state in WorkflowMax comes back beside the category.
    expect(state.job).toMatchObject({
      state: 'sent',
      number: job?.ID,
      detail: 'Planned (Embroidery)',
      configured: true,
    });
    // Sending again is the same job.
    await send(id, 'Design');
    await drain();
    expect(jobsOf(id)).toHaveLength(1);
  });

  it('makes one job of a hundred sends of one order at once', async () => {
    const id = await approvedOrder('Hundred sends');
    const answers = await Promise.all(Array.from({ length: 100 }, () => send(id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // The job's first try runs among the hundred requests and may time out on a busy machine:
    // its retries are made due at once until it settles, and must still make one job.
    await deliverUntilSettled(`wfm-job-Q${id}`);
    expect(jobsOf(id)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `wfm-job-Q${id}`));
    expect(rows).toHaveLength(1);
  });

  it('makes one job when the first answer comes too late and the send is tried again', async () => {
    const id = await approvedOrder('Slow answer');
    // The job is made, but its answer is held until the client gives up.
    wfm.script.push({ path: '/job.api/add', held: true });
    await send(id);
    await drain();
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `wfm-job-Q${id}`));
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toMatch(/did not answer in time/);
    expect(jobsOf(id)).toHaveLength(1); // WorkflowMax made it, we did not hear
    await makeDue();
    await drain();
    expect(jobsOf(id)).toHaveLength(1);
    expect((await handoff(id)).job).toMatchObject({ state: 'sent', number: jobsOf(id)[0]?.ID });
  });

  it('waits out a 429 with Retry-After and a 500, then sends', async () => {
    const id = await approvedOrder('Busy service');
    wfm.script.push({ status: 429, retryAfter: '120' });
    await send(id);
    await drain();
    const [waiting] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `wfm-job-Q${id}`));
    expect(waiting?.status).toBe('pending');
    // Retry-After: 120 seconds is honoured (the row is not due before then).
    expect(waiting?.availableAt.getTime()).toBeGreaterThan(Date.now() + 100_000);
    wfm.script.push({ status: 500 });
    await makeDue();
    await drain();
    expect(jobsOf(id)).toHaveLength(0);
    await makeDue();
    await drain();
    expect(jobsOf(id)).toHaveLength(1);
  });

  it('renews an expired token with the stored refresh token and keeps the rotated one', async () => {
    const id = await approvedOrder('Expired token');
    wfm.expireTokens();
    await send(id);
    await drain();
    expect(jobsOf(id)).toHaveLength(1);
    const [stored] = await t.database.db.select().from(serviceTokens);
    expect(stored?.refreshToken).toBe(wfm.liveRefreshToken());
  });

  it('refuses a quote that is not an order, an unknown category, and every customer call', async () => {
    const id = await newQuote('Only a quote');
    const res = await send(id);
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toBe(HANDOFF_MESSAGES.onlyOrders);
    const order = await approvedOrder('Category check');
    expect((await send(order, 'Knitting')).body.data).toContain(HANDOFF_MESSAGES.categoryUnknown);
    expect((await send(order, '')).body.data).toContain(HANDOFF_MESSAGES.categoryRequired);
    expect((await send(order, 'Embroidery', customer.token)).statusCode).toBe(403);
    for (const url of [
      `/api/quotes/handoff/${order}`,
      `/api/quotes/handoffs?ids=${order}`,
      '/api/uploadproducts/wfmwork',
    ])
      expect((await t.call('GET', url, { token: customer.token })).statusCode).toBe(403);
    const deleting = await t.call('POST', '/api/uploadProducts/deletexero', {
      token: customer.token,
      body: { supplier: 'AS' },
    });
    expect(deleting.statusCode).toBe(403);
    expect(jobsOf(id)).toHaveLength(0);
  });

  it('invoices an approved order once in Xero, as the customer saw it, and Xero sends it', async () => {
    const id = await approvedOrder('Invoiced tees');
    await drain();
    const [invoice, ...more] = invoicesOf(id);
    expect(more).toHaveLength(0);
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    expect(invoice).toMatchObject({
      Type: 'ACCREC',
      LineAmountTypes: 'Exclusive',
      InvoiceNumber: `Q${id}-R${row?.revision}`,
      Status: 'AUTHORISED',
    });
    const priced = invoice?.LineItems.filter((line) => line.Quantity !== undefined) ?? [];
    expect(priced.every((line) => line.TaxType === 'OUTPUT')).toBe(true);
    // GST-exclusive amounts that add up to the order's price ex GST.
    const total = invoice ? invoiceTotalCents(invoice) : 0;
    expect(total).toBe(row?.priceCents);
    expect(JSON.stringify(invoice)).not.toMatch(/cost|margin/i);
    expect(xero.emailed).toContain(invoice?.InvoiceID);
    expect(row?.xeroInvoiceNumber).toBe(invoice?.InvoiceNumber);
    expect((await handoff(id)).invoice).toMatchObject({
      state: 'sent',
      number: invoice?.InvoiceNumber,
      detail: 'AUTHORISED',
    });
    expect(xero.mostAtOnce()).toBeLessThanOrEqual(5);
  });

  it('makes one invoice when Xero answers too late and the invoice is sent again', async () => {
    xero.script.push({ held: true });
    const id = await approvedOrder('Late invoice');
    await drain();
    expect(invoicesOf(id)).toHaveLength(1);
    expect(xero.emailed).not.toContain(invoicesOf(id)[0]?.InvoiceID);
    await makeDue();
    await drain();
    expect(invoicesOf(id)).toHaveLength(1); // the Idempotency-Key answered with the same invoice
    expect(xero.emailed).toContain(invoicesOf(id)[0]?.InvoiceID);
  });

  it("refuses an invoice Xero answers 200 with HasErrors, in Xero's words, and e-mails nothing", async () => {
    xero.refuseInside(true);
    const emailedBefore = xero.emailed.length;
    try {
      const id = await approvedOrder('Refused inside');
      await drain();
      const state = (await handoff(id)).invoice;
      expect(state).toMatchObject({ state: 'failed', number: null });
      expect(state.error).toContain('Account code 200 is not a valid code for this document.');
      const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
      expect(row?.xeroInvoiceNumber ?? null).toBeNull();
      expect(xero.emailed).toHaveLength(emailedBefore);
    } finally {
      xero.refuseInside(false);
    }
  });

  it("waits for Xero's daily limit to reset without spending a try", async () => {
    xero.script.push({ status: 429, retryAfter: '43200', rateLimitProblem: 'day' });
    const asked = Date.now();
    const id = await approvedOrder('Daily limit');
    await drain();
    const [row] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `xero-invoice-Q${id}-R1`));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row?.lastError).toMatch(/429.*day limit/);
    // The twelve hours Xero said, not our own backoff's quarter of an hour.
    expect((row?.availableAt.getTime() ?? 0) - asked).toBeGreaterThanOrEqual(43_190_000);
    await makeDue();
    await drain();
    expect(invoicesOf(id)).toHaveLength(1);
  });

  it('does not e-mail an invoice again when Xero says the lost try reached the contact', async () => {
    const id = await newQuote('Lost e-mail answer');
    await act(admin, id, 'complete_quote');
    // Xero sends the invoice, but its answer never comes back (as when the process is killed).
    xero.script.push({ path: '*/Email', held: true });
    await act(customer.token, id, 'request_order');
    await drain();
    const made = invoicesOf(id)[0];
    const emailsOf = () => xero.emailed.filter((sent) => sent === made?.InvoiceID);
    expect(emailsOf()).toHaveLength(1);
    expect((await handoff(id)).invoice.state).toBe('waiting');
    await makeDue();
    await drain();
    // Read back first: Xero says it went to the contact, so it is not e-mailed again.
    expect(emailsOf()).toHaveLength(1);
    expect((await handoff(id)).invoice.state).toBe('sent');
  });

  it('sends the invoice already made when staff retry a failed send long after', async () => {
    const id = await newQuote('Retry later');
    await act(admin, id, 'complete_quote');
    // Xero makes the invoice but refuses to send it (a 400: trying again cannot mend it).
    xero.refuseEmail(true);
    await act(customer.token, id, 'request_order');
    await drain();
    const state = (await handoff(id)).invoice;
    expect(state).toMatchObject({ state: 'failed' });
    expect(state.error).toMatch(/400/);
    expect(invoicesOf(id)).toHaveLength(1);
    // Days later Xero has forgotten the key; staff mend the contact and press Retry.
    xero.forgetKeys();
    xero.refuseEmail(false);
    const retried = await t.call('POST', `/api/outbox/retry/${state.outbox_id}`, { token: admin });
    expect(retried.statusCode).toBe(200);
    await drain();
    expect(invoicesOf(id)).toHaveLength(1);
    expect(xero.emailed).toContain(invoicesOf(id)[0]?.InvoiceID);
    expect((await handoff(id)).invoice.state).toBe('sent');
  });

  it('makes one invoice of a hundred approvals of one order at once', async () => {
    const id = await newQuote('Hundred approvals');
    await act(admin, id, 'complete_quote');
    const version = await versionOf(t.database.db, id);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.call('POST', `/api/quotes/edit/${id}`, {
          token: customer.token,
          body: { action: 'request_order', version },
        }),
      ),
    );
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    await drain();
    expect(invoicesOf(id)).toHaveLength(1);
  });

  it("deletes a supplier's products in WorkflowMax in slices, Puma Safety as BIS, with progress", async () => {
    wfm.addCosts('BIS', 60);
    wfm.addCosts('JB', 3);
    const res = await t.call<string>('POST', '/api/uploadProducts/deletexero', {
      token: admin,
      body: { supplier: 'PS' },
    });
    expect(res.body.data).toBe(HANDOFF_MESSAGES.deleteStarted);
    await drain();
    expect(wfm.costs.filter((c) => c.Supplier === 'BIS')).toHaveLength(0);
    expect(wfm.costs.filter((c) => c.Supplier === 'JB')).toHaveLength(3);
    const fetched = await t.call<string>('POST', '/api/uploadproducts/fetchwfm', { token: admin });
    expect(fetched.body.data).toBe(HANDOFF_MESSAGES.downloaded);
    await drain();
    const work = await t.call<{
      work: {
        kind: string;
        supplier: string;
        state: string;
        done: number;
        total: number;
        counts: Record<string, number> | null;
      }[];
    }>('GET', '/api/uploadproducts/wfmwork', { token: admin });
    const [fetch, remove] = work.body.data.work;
    expect(fetch).toMatchObject({ kind: 'fetch', state: 'sent', counts: { JB: 3 } });
    expect(remove).toMatchObject({ kind: 'delete', supplier: 'BIS', state: 'sent', done: 60, total: 60 });
  });

  it('reads every page of a product list longer than a page', async () => {
    wfm.costs.length = 0;
    wfm.addCosts('JB', 2_100);
    const listCalls = () => wfm.calls.filter((call) => call.startsWith('GET cost.api/list')).length;
    const before = listCalls();
    await t.call('POST', '/api/uploadproducts/fetchwfm', { token: admin });
    await drain();
    const work = await t.call<{ work: { kind: string; counts: Record<string, number> | null }[] }>(
      'GET',
      '/api/uploadproducts/wfmwork',
      { token: admin },
    );
    expect(work.body.data.work[0]).toMatchObject({ kind: 'fetch', counts: { JB: 2_100 } });
    // Pages of 1,000, 1,000 and 100: the short page ends the reading.
    expect(listCalls() - before).toBe(3);
    wfm.costs.length = 0;
  });

  it('keeps every hand-off waiting while unset, and delivers it once the services are set up', async () => {
    const database = await kind.open();
    const config = testConfig();
    await seedDemoIfEmpty(database.db, config.scryptCost);
    const unset = await buildApp(config, database);
    const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      (
        await unset.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        })
      ).json();
    const signIn = async (email: string) =>
      (
        await unset.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).json().data;
    const staff = (await signIn('admin@example.com')).token;
    const client = await signIn('customer@example.com');
    const [who] = await contactIdsOf(database.db, client.user.id);
    const made = await call(staff, 'POST', `/api/quotes/add?userid=${client.user.id}`, {
      content: goldenContent(),
      label: 'Waits for setup',
      contact_user: String(who),
    });
    const id = made.data.id as number;
    for (const [token, action] of [
      [staff, 'complete_quote'],
      [client.token, 'request_order'],
    ] as const)
      await call(token, 'POST', `/api/quotes/edit/${id}`, {
        action,
        version: await versionOf(database.db, id),
      });
    expect(
      (await call(staff, 'POST', `/api/quotes/sendworkflowmax/${id}`, { wfm_category: 'DTF' })).data,
    ).toBe(HANDOFF_MESSAGES.jobWaiting);
    await unset.ctx.outbox.drain();
    const state = (await call(staff, 'GET', `/api/quotes/handoff/${id}`)).data as OrderHandoffAnswer;
    expect(state.job).toMatchObject({ state: 'waiting', configured: false });
    expect(state.invoice).toMatchObject({ state: 'waiting', configured: false });
    await unset.close();

    // Set up later (this database's own WorkflowMax and Xero): what waited is delivered.
    const ownWfm = await startWfmPeer();
    const ownXero = await startXeroPeer();
    const later = await buildApp(
      testConfig({ workflowMax: ownWfm.settings, xero: ownXero.settings }),
      database,
    );
    try {
      await later.ctx.outbox.drain();
      expect(ownWfm.jobs.map((job) => job.Name)).toEqual([`Q${id} Waits for setup`]);
      expect(ownXero.invoices.map((invoice) => invoice.InvoiceNumber)).toEqual([`Q${id}-R1`]);
      const [row] = await database.db.select().from(quotes).where(eq(quotes.id, id));
      expect(row?.wfmId).toBe(ownWfm.jobs[0]?.ID);
    } finally {
      await later.close();
      await database.close();
      await ownWfm.close();
      await ownXero.close();
    }
  });
});
