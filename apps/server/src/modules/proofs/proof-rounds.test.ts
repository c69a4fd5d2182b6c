import { PROOF_MESSAGES, type ProofSendAnswer, type ProofWriteAnswer } from '@portal/domain/proofs';
import { type QuoteContent, quoteContentSchema } from '@portal/domain/quote';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memos, orderFigures, quoteHistory, quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { completedQuoteFor, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { startXeroPeer } from '../../test/xero-peer.ts';
import { PNG } from '../files/test-files.ts';
import { fileForm, upload } from '../files/test-upload.ts';

/** The demo business includes two rounds and charges $35.00 ex GST for each version past them. */
describe.each(testDatabases())('proof rounds and the artwork fee on $name', (kind) => {
  let t: TestApp;
  let xero: Awaited<ReturnType<typeof startXeroPeer>>;
  let admin: string;
  let customer: { token: string; user: { id: number } };

  beforeAll(async () => {
    xero = await startXeroPeer();
    t = await startTestApp(kind, { logLevel: 'error', xero: xero.settings });
    admin = (await t.signIn('admin@example.com')).token;
    customer = await t.signIn('customer@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await xero?.close();
  });

  async function order(label: string): Promise<number> {
    const id = await completedQuoteFor(t, admin, customer.user.id, label);
    const ordered = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: customer.token,
      body: { action: 'request_order', version: await versionOf(t.database.db, id) },
    });
    expect(ordered.statusCode).toBe(200);
    return id;
  }
  /** Adds the next version of d1's proof and sends it, as staff do after each request for changes. */
  async function sendVersion(id: number, version: number, body: object = {}) {
    const added = await upload<ProofWriteAnswer>(
      t,
      admin,
      '/api/proofs/add',
      fileForm('proof', `front-v${version}.png`, PNG, { quote_id: String(id), row_id: 'd1' }),
    );
    expect(added.statusCode).toBe(200);
    const sent = await t.call<ProofSendAnswer>('POST', `/api/proofs/send/${id}`, { token: admin, body });
    expect(sent.statusCode).toBe(200);
    return sent.body.data;
  }
  const stored = async (id: number) => {
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, id));
    if (!row) throw new Error('no quote');
    return { ...row, document: quoteContentSchema.parse(row.content) };
  };
  const artworkTasks = (document: QuoteContent) =>
    document.categories
      .flatMap((category) => category.groups)
      .flatMap((group) => group.group_options.customs)
      .filter((custom) => custom.custom_code === 'Artwork')
      .flatMap((custom) => custom.tasks);

  it('charges nothing for the rounds included, then adds one fee for each version past them', async () => {
    const id = await order('Third time lucky');
    const accepted = await stored(id);
    expect(await sendVersion(id, 1)).toMatchObject({ message: PROOF_MESSAGES.sent, fees: [] });
    expect(await sendVersion(id, 2)).toMatchObject({ message: PROOF_MESSAGES.sent, fees: [] });
    expect((await stored(id)).priceCents).toBe(accepted.priceCents);

    const third = await sendVersion(id, 3);
    expect(third.message).toBe(PROOF_MESSAGES.sentWithFees(1));
    expect(third.fees).toEqual([
      expect.stringMatching(/^Artwork fee: .+ v3, round 3 \(2 included\), \$35\.00 ex GST$/),
    ]);
    const charged = await stored(id);
    // The accepted lines keep their prices: only the fee moves the order's total.
    expect(charged.priceCents - accepted.priceCents).toBe(3500);
    expect(charged.gstCents - accepted.gstCents).toBe(350);
    expect(charged.version).toBeGreaterThan(accepted.version);
    expect(artworkTasks(charged.document)).toEqual([
      expect.objectContaining({ task_name: 'Artwork fee', task_price: 35, task_qty: 1, task_checked: true }),
    ]);
    const [figures] = await t.database.db.select().from(orderFigures).where(eq(orderFigures.quoteId, id));
    expect(figures?.priceCents).toBe(charged.priceCents);

    // The customer sees the fee on their order and reads of it in the log with the proofs.
    const mine = await t.call<{ quote: { content: QuoteContent } }>('GET', `/api/quotes/edit/${id}`, {
      token: customer.token,
    });
    expect(JSON.stringify(mine.body.data.quote.content)).toContain('round 3 (2 included)');
    const log = await t.database.db.select().from(memos).where(eq(memos.quoteId, id));
    expect(log.map((memo) => memo.content).join('\n')).toContain('$35.00 ex GST');
    const history = await t.database.db
      .select()
      .from(quoteHistory)
      .where(and(eq(quoteHistory.quoteId, id), eq(quoteHistory.action, 'added an artwork fee')));
    expect(history).toHaveLength(1);

    // The order was invoiced when it was accepted: the fee goes to Xero on an invoice of its own,
    // and the order keeps following its own invoice.
    await t.app.ctx.outbox.drain();
    const invoiced = xero.invoices.filter((invoice) => invoice.InvoiceNumber.startsWith(`Q${id}-`));
    expect(invoiced.map((invoice) => invoice.InvoiceNumber)).toEqual([
      `Q${id}-R1`,
      expect.stringMatching(new RegExp(`^Q${id}-A\\d+$`)),
    ]);
    expect(invoiced[1]?.LineItems).toEqual([
      expect.objectContaining({ Quantity: 1, UnitAmount: 35, TaxType: 'OUTPUT' }),
    ]);
    expect((await stored(id)).xeroInvoiceNumber).toBe(`Q${id}-R1`);

    // A fourth version is a fourth round: a second fee, each version charged once.
    expect((await sendVersion(id, 4)).fees).toHaveLength(1);
    expect(artworkTasks((await stored(id)).document)).toHaveLength(2);
  });

  it("lets staff waive a fee by unticking it, which takes it off the total and out of the customer's view", async () => {
    const id = await order('Waived fee');
    for (const version of [1, 2, 3]) await sendVersion(id, version);
    const charged = await stored(id);
    const waived = {
      ...charged.document,
      categories: charged.document.categories.map((category) => ({
        ...category,
        groups: category.groups.map((group) => ({
          ...group,
          group_options: {
            ...group.group_options,
            customs: group.group_options.customs.map((custom) => ({
              ...custom,
              tasks: custom.tasks.map((task) => ({ ...task, task_checked: false })),
            })),
          },
        })),
      })),
    };
    const saved = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: admin,
      body: { action: 'save_order', version: charged.version, content: waived },
    });
    expect(saved.statusCode).toBe(200);
    expect((await stored(id)).priceCents).toBe(charged.priceCents - 3500);
    const mine = await t.call<{ quote: { content: QuoteContent } }>('GET', `/api/quotes/edit/${id}`, {
      token: customer.token,
    });
    expect(JSON.stringify(mine.body.data.quote.content)).not.toContain('Artwork fee');
  });

  it('waives the fee when staff send a round past those included with the fee waived', async () => {
    const id = await order('Our mistake');
    await sendVersion(id, 1);
    await sendVersion(id, 2);
    const before = await stored(id);
    const third = await sendVersion(id, 3, { waive_fees: true });
    expect(third).toMatchObject({ message: PROOF_MESSAGES.sentFeesWaived(1), fees: [], waived: 1 });
    const after = await stored(id);
    expect(after.priceCents).toBe(before.priceCents);
    expect(artworkTasks(after.document)).toEqual([expect.objectContaining({ task_checked: false })]);
    await t.app.ctx.outbox.drain();
    expect(xero.invoices.filter((invoice) => invoice.InvoiceNumber.startsWith(`Q${id}-A`))).toEqual([]);
    const history = await t.database.db
      .select()
      .from(quoteHistory)
      .where(and(eq(quoteHistory.quoteId, id), eq(quoteHistory.action, 'waived an artwork fee')));
    expect(history).toHaveLength(1);
  });

  it('adds no fee when the business charges none', async () => {
    const settings = await t.call<{
      version: number;
      settings: { proofs: object } & Record<string, unknown>;
    }>('GET', '/api/business-settings', { token: admin });
    const { version, settings: current } = settings.body.data;
    const free = await t.call('POST', '/api/business-settings', {
      token: admin,
      body: { version, settings: { ...current, proofs: { ...current.proofs, round_fee_cents: 0 } } },
    });
    expect(free.statusCode).toBe(200);
    const id = await order('Free rounds');
    for (const version of [1, 2, 3]) expect((await sendVersion(id, version)).fees).toEqual([]);
    expect(artworkTasks((await stored(id)).document)).toEqual([]);
  });
});
