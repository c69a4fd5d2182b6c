import type { LoginAnswer } from '@portal/domain';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { oneGroupDoc, teeRow } from '../../test/golden-content.ts';
import { contactIdsOf, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Row = Record<string, unknown> & { id: string; type: string };
type Quote = Record<string, unknown> & {
  version: number;
  status: string;
  order_status: string;
  revision: number;
  content: { categories: { items: Row[] }[] };
};
type Saved = { message: string; status: string; order_status: string; revision: number };

const staffDoc = () =>
  oneGroupDoc([
    teeRow('p1', 20, { price: 11.5, cost: 5.25 }),
    {
      id: 'd1',
      type: 'decoration',
      group_id: 'g1',
      code: 'Screen Print 1C',
      position: 'Breast Left',
      qty: 20,
      setup_code: 'New Set Up',
      supplier: 'JS',
    },
  ]);

/**
 * The spec's buttons on the server (decisions/100): the customer's Revise and
 * SUBMIT ORDER on a reorder's draft, staff's Finalise ORDER, and that a customer's new actions
 * still set no price, cost or staff field, and send no invoice before staff finalise.
 */
describe.each(testDatabases())('the spec buttons on $name', (kind) => {
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

  const add = async (token: string, content: unknown, userid?: number) => {
    const made = await t.call<{ id: number }>('POST', `/api/quotes/add${userid ? `?userid=${userid}` : ''}`, {
      token,
      body: { content, contact_user: String(contact), label: 'Crew tees' },
    });
    expect(made.statusCode).toBe(200);
    return made.body.data.id;
  };
  const read = async (token: string, id: number) =>
    (await t.call<{ quote: Quote }>('GET', `/api/quotes/edit/${id}`, { token })).body.data.quote;
  const act = async (token: string, id: number, action: string, extra: Record<string, unknown> = {}) =>
    t.call<Saved>('POST', `/api/quotes/edit/${id}`, {
      token,
      body: { action, version: await versionOf(t.database.db, id), ...extra },
    });
  const invoicesQueued = async (id: number) =>
    (
      await t.database.db
        .select({ key: outbox.idempotencyKey })
        .from(outbox)
        .where(and(eq(outbox.channel, 'invoicing'), like(outbox.idempotencyKey, `xero-invoice-Q${id}-R%`)))
    ).map((row) => row.key);
  const p1 = (quote: Quote) => quote.content.categories[0]?.items.find((row) => row.id === 'p1');
  const d1 = (quote: Quote) => quote.content.categories[0]?.items.find((row) => row.id === 'd1');

  /** A completed order of staff's figures, reordered by the customer: the draft their order page opens. */
  const reorderDraft = async () => {
    const order = await add(admin.token, staffDoc(), customer.user.id);
    expect((await act(admin.token, order, 'complete_quote')).statusCode).toBe(200);
    expect((await act(customer.token, order, 'request_order')).statusCode).toBe(200);
    expect((await act(admin.token, order, 'finalise_order')).body.data.order_status).toBe('Completed Order');
    const copy = await t.call<{ id: number; message: string }>('POST', `/api/quotes/repeat/${order}`, {
      token: customer.token,
      body: {},
    });
    expect(copy.body.data.message).toBe(QUOTE_MESSAGES.copied);
    return { order, draft: copy.body.data.id };
  };

  it('revises a request already with staff: a new revision, the status kept, the prices the server’s', async () => {
    const id = await add(customer.token, oneGroupDoc([teeRow('p1', 20)]));
    const refused = await act(customer.token, id, 'revise');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data).toBe('You cannot revise this quote while it is a draft.');
    expect((await act(customer.token, id, 'request_quote')).body.data.status).toBe('Pending Quote');

    const view = await read(customer.token, id);
    const items = view.content.categories[0]?.items.map((row) =>
      row.id === 'p1' ? { ...row, qty: 30, price: 0.01, cost: 0 } : row,
    );
    const revised = await act(customer.token, id, 'revise', {
      content: { categories: [{ ...view.content.categories[0], items }] },
    });
    expect(revised.body.data).toMatchObject({
      message: QUOTE_MESSAGES.quoteRevised,
      status: 'Pending Quote',
      order_status: '',
      revision: 2,
    });
    expect(p1(await read(admin.token, id))).toMatchObject({ qty: 30, price: 12, cost: 6 });

    const staff = await act(admin.token, id, 'revise');
    expect(staff.statusCode).toBe(400);
    expect(staff.body.data).toBe('Only the customer can revise this quote.');
  });

  it("places a reorder's draft on SUBMIT ORDER with staff's fields and figures kept, and no invoice yet", async () => {
    const { order, draft } = await reorderDraft();
    expect(await invoicesQueued(order)).toHaveLength(1);
    const before = await read(admin.token, draft);
    expect(before).toMatchObject({ status: '', order_status: '', revision: 1 });

    // SAVE ORDER then SUBMIT ORDER, each carrying what a customer may not set.
    const view = await read(customer.token, draft);
    const forged = view.content.categories[0]?.items.map((row) =>
      row.id === 'p1'
        ? { ...row, qty: 40, price: 0.01, cost: 0 }
        : row.id === 'd1'
          ? { ...row, setup_code: 'None', supplier: 'XX', price: 0 }
          : row,
    );
    const staffFields = { approved_price: 1, discount: 999, label: 'Mine now', valid_to: '2099-12-31' };
    const content = { categories: [{ ...view.content.categories[0], items: forged }] };
    const saved = await act(customer.token, draft, 'save_order', { content, ...staffFields });
    expect(saved.body.data).toMatchObject({ message: QUOTE_MESSAGES.orderSaved, order_status: '' });
    const submitted = await act(customer.token, draft, 'submit_order', { content, ...staffFields });
    expect(submitted.body.data).toMatchObject({
      message: QUOTE_MESSAGES.orderSubmitted,
      status: '',
      order_status: 'Requested Order',
    });

    const after = await read(admin.token, draft);
    expect(p1(after)).toMatchObject({ qty: 40, price: p1(before)?.price, cost: p1(before)?.cost });
    expect(d1(after)).toMatchObject({ setup_code: 'New Set Up', supplier: 'JS', qty: 40 });
    for (const field of ['approved_price', 'discount', 'label', 'valid_to'] as const)
      expect(after[field], field).toEqual(before[field]);
    // Figures staff have not reviewed send no invoice until staff finalise.
    expect(await invoicesQueued(draft)).toEqual([]);

    // The order is read-only to the customer now, and finalising is staff's.
    expect((await act(customer.token, draft, 'save_order', { content })).statusCode).toBe(400);
    const theirs = await act(customer.token, draft, 'finalise_order');
    expect(theirs.statusCode).toBe(400);
    expect(theirs.body.data).toBe('Only staff can finalise this order.');
    const byStatus = await t.call('POST', `/api/quotes/setstatus/${draft}`, {
      token: customer.token,
      body: { status: 'Completed Order', version: await versionOf(t.database.db, draft) },
    });
    expect(byStatus.statusCode).toBe(400);

    const finalised = await act(admin.token, draft, 'finalise_order');
    expect(finalised.body.data).toMatchObject({
      message: QUOTE_MESSAGES.theOrderCompleted,
      order_status: 'Completed Order',
    });
    expect(await invoicesQueued(draft)).toEqual([`xero-invoice-Q${draft}-R1`]);
    // The order approved when the customer accepted it was not invoiced again by its finalising.
    expect(await invoicesQueued(order)).toEqual([`xero-invoice-Q${order}-R1`]);
  });

  it('keeps SUBMIT ORDER from a request already with staff: that goes on through their figures', async () => {
    const id = await add(customer.token, oneGroupDoc([teeRow('p1', 20)]));
    await act(customer.token, id, 'request_quote');
    const refused = await act(customer.token, id, 'submit_order');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data).toBe('You cannot submit this order while it is at status Pending Quote.');
  });
});
