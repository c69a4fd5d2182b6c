import type { LoginAnswer } from '@portal/domain';
import { STATUS_MESSAGES } from '@portal/domain/status';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, quoteHistory, quoteLinks } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { testDatabases } from '../../test/databases.ts';
import { oneGroupDoc, teeRow } from '../../test/golden-content.ts';
import { contactIdsOf, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Row = Record<string, unknown> & { id: string; type: string };
type Quote = {
  version: number;
  status: string;
  order_status: string;
  revision: number;
  price: number;
  client_label: string;
  content: { categories: { items: Row[] }[] };
};
type Saved = { message: string; status: string; order_status: string; revision: number };

const embroidery = (id: string, position: string, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'decoration',
  group_id: 'g1',
  code: 'Embroidery',
  position,
  qty: 99,
  ...extra,
});

/**
 * The status and acceptance rules on the server (decisions/110, 111): an order needs a priced
 * line, a Declined Quote becomes an order only through Completed Quote, a decoration is charged
 * only on the garments ticked at its position, and a customer's change to a Completed Quote, of
 * its lines or of its fields, needs the confirm-edit step. A refusal changes nothing.
 */
describe.each(testDatabases())('order and status rules on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  let contact: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer } = await t.signInDemo());
    [contact] = (await contactIdsOf(t.database.db, customer.user.id)) as [number];
  });
  afterAll(() => t.close());

  const add = async (content: unknown) => {
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.user.id}`, {
      token: admin.token,
      body: { content, contact_user: String(contact), label: 'Crew tees' },
    });
    expect(made.statusCode).toBe(200);
    return made.body.data.id;
  };
  const read = async (id: number) =>
    (await t.call<{ quote: Quote }>('GET', `/api/quotes/edit/${id}`, { token: admin.token })).body.data.quote;
  const act = async (token: string, id: number, action: string, extra: Record<string, unknown> = {}) =>
    t.call<Saved>('POST', `/api/quotes/edit/${id}`, {
      token,
      body: { action, version: await versionOf(t.database.db, id), ...extra },
    });
  const invoicesOf = async (id: number) =>
    t.database.db
      .select({ key: outbox.idempotencyKey })
      .from(outbox)
      .where(and(eq(outbox.channel, 'invoicing'), like(outbox.idempotencyKey, `xero-invoice-Q${id}-R%`)));
  const historyOf = async (id: number) =>
    (await t.database.db.select().from(quoteHistory).where(eq(quoteHistory.quoteId, id))).map(
      (h) => h.action,
    );
  const decorations = (quote: Quote) =>
    quote.content.categories[0]?.items.filter((r) => r.type === 'decoration');

  /** Expects a refusal with this reason that left the quote as it was. */
  const refusedUnchanged = async (
    id: number,
    answer: { statusCode: number; body: { data: unknown } },
    reason: string,
  ) => {
    const before = await read(id);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.data).toBe(reason);
    expect(await read(id)).toEqual(before);
  };

  it('refuses to accept or finalise an order that charges nothing, and queues no invoice', async () => {
    // Garments at $0 and no decoration: lines, but none priced.
    const id = await add(oneGroupDoc([teeRow('p1', 5, { price: 0, cost: 0, position: {} })]));
    const before = await read(id);
    for (const action of ['request_order', 'finalise_order']) {
      const answer = await act(admin.token, id, action);
      expect(answer.statusCode, action).toBe(400);
      expect(answer.body.data).toBe(STATUS_MESSAGES.needsPricedLine);
    }
    const byStatus = await t.call('POST', `/api/quotes/setstatus/${id}`, {
      token: admin.token,
      body: { status: 'Completed Order', version: before.version },
    });
    expect(byStatus.body.data).toBe(STATUS_MESSAGES.needsPricedLine);
    expect(await read(id)).toEqual(before);
    expect(await invoicesOf(id)).toEqual([]);

    // The customer's Accept of such a completed quote is refused alike.
    expect((await act(admin.token, id, 'complete_quote')).statusCode).toBe(200);
    const completed = await read(id);
    const accept = await act(customer.token, id, 'request_order');
    expect(accept.statusCode).toBe(400);
    expect(accept.body.data).toBe(STATUS_MESSAGES.needsPricedLine);
    expect(await read(id)).toEqual(completed);

    // Priced, the same order is accepted, with its invoice and its history.
    const priced = await act(admin.token, id, 'save', {
      content: oneGroupDoc([teeRow('p1', 5, { price: 12, cost: 6, position: {} })]),
    });
    expect(priced.statusCode).toBe(200);
    expect((await act(customer.token, id, 'request_order')).body.data.order_status).toBe('Requested Order');
    expect(await invoicesOf(id)).toHaveLength(1);
    expect(await historyOf(id)).toContain('request order');
  });

  it('refuses the accept link of a quote that charges nothing, leaving the link open', async () => {
    const id = await add(oneGroupDoc([teeRow('p1', 5, { price: 0, cost: 0, position: {} })]));
    expect((await act(admin.token, id, 'complete_quote')).statusCode).toBe(200);
    // The link as Email Quote issues it.
    const token = newToken();
    await t.database.db.insert(quoteLinks).values({
      quoteId: id,
      revision: 1,
      tokenHash: hashToken(token),
      sentTo: customer.user.email,
      createdBy: admin.user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const completed = await read(id);
    const answer = await t.call('POST', '/api/quotes/accept', { body: { token, name: 'Pat Buyer' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.data).toBe(STATUS_MESSAGES.needsPricedLine);
    expect(await read(id)).toEqual(completed);
    const [link] = await t.database.db.select().from(quoteLinks).where(eq(quoteLinks.quoteId, id));
    expect(link?.answeredAt).toBeNull();
    expect(await invoicesOf(id)).toEqual([]);
  });

  it('makes a Declined Quote an order only after staff complete it again', async () => {
    const id = await add(oneGroupDoc([teeRow('p1', 10, { price: 12, cost: 6, position: {} })]));
    expect((await act(admin.token, id, 'complete_quote')).statusCode).toBe(200);
    expect(
      (await act(customer.token, id, 'decline_quote', { decline_reason: 'price' })).body.data.status,
    ).toBe('Declined Quote');

    await refusedUnchanged(
      id,
      await act(admin.token, id, 'request_order'),
      STATUS_MESSAGES.declinedNeedsQuote,
    );
    const declined = await read(id);
    const byStatus = await t.call('POST', `/api/quotes/setstatus/${id}`, {
      token: admin.token,
      body: { status: 'Requested Order', version: declined.version },
    });
    await refusedUnchanged(id, byStatus, STATUS_MESSAGES.declinedNeedsQuote);
    await refusedUnchanged(
      id,
      await act(admin.token, id, 'finalise_order'),
      STATUS_MESSAGES.declinedNeedsQuote,
    );

    expect((await act(admin.token, id, 'complete_quote')).body.data).toMatchObject({
      status: 'Completed Quote',
      revision: 2,
    });
    expect((await act(admin.token, id, 'request_order')).body.data.order_status).toBe('Requested Order');
  });

  it('charges a decoration only on the garments ticked at its position, for staff', async () => {
    // Staff send a quantity of their own and a decoration at a position no garment has.
    const id = await add(
      oneGroupDoc([
        teeRow('p1', 20, { price: 12, cost: 6 }),
        teeRow('p2', 10, { price: 12, cost: 6, size: 'L' }),
        embroidery('d1', 'Breast Left'),
        embroidery('d2', 'Back Upper', { setup_code: 'New Set Up' }),
      ]),
    );
    const stored = await read(id);
    expect(decorations(stored)).toEqual([
      expect.objectContaining({ id: 'd1', qty: 30, setup_code: 'New Set Up' }),
    ]);

    // The garments deleted, nothing of the decoration is left to charge.
    const emptied = await act(admin.token, id, 'save', {
      content: {
        ...stored.content,
        categories: [{ ...stored.content.categories[0], items: decorations(stored) }],
      },
    });
    expect(emptied.statusCode).toBe(200);
    const after = await read(id);
    expect(after.content.categories[0]?.items).toEqual([]);
    expect(after.price).toBe(0);
  });

  it("refuses a customer's change to a Completed Quote's lines or fields without confirm-edit", async () => {
    const id = await add(oneGroupDoc([teeRow('p1', 10, { price: 12, cost: 6, position: {} })]));
    expect((await act(admin.token, id, 'complete_quote')).statusCode).toBe(200);
    const completed = await read(id);

    const relabelled = await act(customer.token, id, 'decline_quote', {
      client_label: 'Changed by the customer',
    });
    expect(relabelled.statusCode).toBe(403);
    expect(relabelled.body.data).toBe(STATUS_MESSAGES.completedNeedsConfirm);
    expect(await read(id)).toEqual(completed);

    const confirmed = await act(customer.token, id, 'confirm_edit', {
      client_label: 'Changed by the customer',
    });
    expect(confirmed.body.data).toMatchObject({ status: 'Pending Quote', revision: 2 });
    expect((await read(id)).client_label).toBe('Changed by the customer');
  });
});
