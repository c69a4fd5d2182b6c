import type { OrderProgressAnswer } from '@portal/domain/order-progress';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memos, outbox, serviceCalls } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor, mailWithSubject, versionOf } from '../../test/quote-fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { settableClock } from '../../test/test-clock.ts';
import { startWfmPeer } from '../../test/wfm-peer.ts';
import { startXeroPeer } from '../../test/xero-peer.ts';
import { runOrderProgressPass } from './run-order-progress-pass.ts';

const START = new Date('2026-12-01T00:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

describe.each(testDatabases())("the order's progress on $name", (kind) => {
  const clock = settableClock(START);
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let wfm: Awaited<ReturnType<typeof startWfmPeer>>;
  let xero: Awaited<ReturnType<typeof startXeroPeer>>;
  let admin: string;
  let customer: { token: string; user: { id: number } };
  let customer2: string;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    wfm = await startWfmPeer();
    xero = await startXeroPeer();
    t = await startTestApp(
      kind,
      {
        smtpUrl: smtp.url,
        workflowMax: wfm.settings,
        xero: xero.settings,
        authRateLimitPerMinute: 1_000_000,
        authRateLimitPerHour: 1_000_000,
      },
      { clock },
    );
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
    customer2 = (await t.signIn('customer2@example.com')).token;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await wfm?.close();
    await xero?.close();
  });

  /** A quote the customer accepted, whose job staff sent to WorkflowMax and whose invoice Xero made. */
  async function orderInProduction(label: string): Promise<{ id: number; job: string; invoice: string }> {
    const id = await completedQuoteFor(t, admin, customer.user.id, label);
    const accepted = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: customer.token,
      body: { action: 'request_order', version: await versionOf(t.database.db, id) },
    });
    expect(accepted.statusCode).toBe(200);
    const sent = await t.call('POST', `/api/quotes/sendworkflowmax/${id}`, {
      token: admin,
      body: { wfm_category: 'Embroidery' },
    });
    expect(sent.statusCode).toBe(200);
    await t.app.ctx.outbox.drain();
    const job = wfm.jobs.find((j) => j.Name.startsWith(`Q${id} `));
    const invoice = xero.invoices.find((i) => i.InvoiceNumber.startsWith(`Q${id}-R`));
    if (!job || !invoice) throw new Error('the order was not handed off');
    return { id, job: job.ID, invoice: invoice.InvoiceID };
  }

  /** Passes at one moment until no order is left to read then (the demo's orders are read too). */
  const passesAt = async (at: Date) => {
    clock.set(at);
    let notices = 0;
    for (;;) {
      const pass = await runOrderProgressPass(t.app.ctx);
      notices += pass.notices;
      if (pass.read === 0) return notices;
    }
  };
  const progress = async (id: number, token: string) =>
    t.call<OrderProgressAnswer>('GET', `/api/quotes/progress/${id}`, { token });
  const reached = async (id: number) =>
    (await progress(id, admin)).body.data.steps.filter((s) => s.reached_at).map((s) => s.step);
  const noticeKeys = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(outbox)
        .where(like(outbox.idempotencyKey, `order-step-${id}-%`))
    )
      .map((row) => row.idempotencyKey)
      .sort();
  const progressLines = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(memos)
        .where(and(eq(memos.quoteId, id), eq(memos.kind, 'progress')))
    ).map((m) => m.content);

  it('follows a job through production and its invoice to paid, telling the customer of each step once', async () => {
    const { id, job, invoice } = await orderInProduction('Progress polos');
    await passesAt(minutes(0));
    // Accepted (no mail by default) and nothing to approve: the job is only Planned.
    expect(await reached(id)).toEqual(['accepted', 'proofs_approved']);
    expect(await noticeKeys(id)).toEqual([]);

    wfm.moveJob(job, 'In Progress');
    const readsBefore = wfm.calls.filter((c) => c === `GET job.api/get/${job}`).length;
    await passesAt(minutes(5)); // read at most once in the poll's ten minutes
    expect(wfm.calls.filter((c) => c === `GET job.api/get/${job}`).length).toBe(readsBefore);
    expect(await reached(id)).not.toContain('in_production');
    await passesAt(minutes(11));
    expect(await reached(id)).toContain('in_production');
    expect(await noticeKeys(id)).toEqual([`order-step-${id}-in_production`]);
    const mail = await mailWithSubject(t, smtp, `In production: Q${id} Progress polos - R1`);
    expect(mail.text).toContain(`Your order Q${id} Progress polos went into production on 01/12/2026.`);
    expect(mail.text).toContain(`/myorders/view/${id}`);

    wfm.moveJob(job, 'Completed');
    await passesAt(minutes(22));
    expect(await reached(id)).toEqual([
      'accepted',
      'proofs_approved',
      'in_production',
      'dispatched',
      'completed',
    ]);
    // Dispatched is passed on the way to Completed: the customer hears of the step reached.
    expect(await noticeKeys(id)).toEqual([`order-step-${id}-completed`, `order-step-${id}-in_production`]);

    xero.payInFull(invoice);
    await passesAt(minutes(33));
    expect(await reached(id)).toContain('invoice_paid');
    expect(await noticeKeys(id)).toEqual([
      `order-step-${id}-completed`,
      `order-step-${id}-in_production`,
      `order-step-${id}-invoice_paid`,
    ]);
    const lines = await progressLines(id);
    expect(lines).toHaveLength(6);
    expect(lines.join('\n')).toContain(
      'Order progress: Invoice paid on 01/12/2026. The customer was told by e-mail',
    );

    // Every step reached: the order is not read again, and nothing is sent twice.
    const reads = wfm.calls.length;
    await passesAt(minutes(120));
    expect(wfm.calls.length).toBe(reads);
    expect(await noticeKeys(id)).toHaveLength(3);
    expect(await progressLines(id)).toHaveLength(6);
  });

  it('shows an order accepted from the moment of its acceptance, before any pass reads it', async () => {
    clock.set(minutes(300));
    const { id } = await orderInProduction('Accepted at once');
    const steps = (await progress(id, customer.token)).body.data.steps;
    expect(steps.filter((s) => s.reached_at).map((s) => [s.step, s.reached_at])).toEqual([
      ['accepted', minutes(300).toISOString()],
    ]);
    // The pass stores the acceptance's own time, so the step reads the same after it.
    await passesAt(minutes(310));
    expect((await progress(id, customer.token)).body.data.steps[0]?.reached_at).toBe(
      minutes(300).toISOString(),
    );
  });

  it('shows the customer the same steps as staff, and another company nothing', async () => {
    const { id, job } = await orderInProduction('Shared steps');
    wfm.moveJob(job, 'In Progress');
    await passesAt(minutes(200));
    const staff = await progress(id, admin);
    const mine = await progress(id, customer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data).toEqual(staff.body.data);
    expect(mine.body.data.steps.map((s) => s.label)).toEqual([
      'Order accepted',
      'Artwork approved',
      'In production',
      'Dispatched',
      'Completed',
      'Invoice paid',
    ]);
    expect(mine.body.data.steps[2]?.reached_at).toBe(minutes(200).toISOString());
    expect((await progress(id, customer2)).statusCode).toBe(404);
    expect((await progress(999_999, admin)).statusCode).toBe(404);
  });

  it('records a step whose notice is turned off in the log without mailing the customer', async () => {
    const settings = await t.call<{ version: number; settings: Record<string, unknown> }>(
      'GET',
      '/api/business-settings',
      { token: admin },
    );
    const notices = settings.body.data.settings.order_notices as Record<string, boolean>;
    const saved = await t.call('POST', '/api/business-settings', {
      token: admin,
      body: {
        version: settings.body.data.version,
        settings: { ...settings.body.data.settings, order_notices: { ...notices, in_production: false } },
      },
    });
    expect(saved.statusCode).toBe(200);
    const { id, job } = await orderInProduction('Quiet production');
    wfm.moveJob(job, 'In Production');
    await passesAt(minutes(300));
    expect(await reached(id)).toContain('in_production');
    expect(await noticeKeys(id)).toEqual([]);
    expect((await progressLines(id)).join('\n')).toContain('Order progress: In production on 01/12/2026.');
  });

  it('keeps its reads of Xero inside the day it shares with invoicing', async () => {
    const { id, invoice } = await orderInProduction('Busy day');
    xero.payInFull(invoice);
    // Half of Xero's day already spent by this organisation: the invoice waits for a later pass.
    const spent = Array.from({ length: 2_500 }, () => ({
      service: 'xero',
      endsBy: new Date(),
      finishedAt: new Date(),
    }));
    await t.database.db.insert(serviceCalls).values(spent);
    await passesAt(minutes(400));
    expect(await reached(id)).not.toContain('invoice_paid');
    await t.database.db.delete(serviceCalls).where(eq(serviceCalls.service, 'xero'));
    await passesAt(minutes(411));
    expect(await reached(id)).toContain('invoice_paid');
  });
});
