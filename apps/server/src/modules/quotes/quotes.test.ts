import type { LoginAnswer } from '@portal/domain';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import { STATUS_MESSAGES } from '@portal/domain/status';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRevisions, quotes } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, GOLDEN_PRICE, goldenContent, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Saved = { message: string; version: number; status: string; order_status: string; revision: number };
type Quote = Record<string, unknown> & { version: number; price: number; gst: number };
type Priced = { summary: Record<string, number>; lines: Record<string, unknown>[] };

describe.each(testDatabases())('quote calls on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  let other: LoginAnswer;
  let contact: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2: other } = await t.signInDemo());
    [contact] = (await contactIdsOf(t.database.db, customer.user.id)) as [number];
  });
  afterAll(() => t.close());

  const create = async (token: string, body: Record<string, unknown>, userid?: number) => {
    const res = await t.call<{ id: number; version: number }>(
      'POST',
      `/api/quotes/add${userid ? `?userid=${userid}` : ''}`,
      {
        token,
        body: { contact_user: String(contact), label: 'Site crew tees', ...body },
      },
    );
    return res;
  };
  const read = async (token: string, id: number) =>
    t.call<{ quote: Quote; priced: Priced }>('GET', `/api/quotes/edit/${id}`, { token });
  const edit = (token: string, id: number, body: Record<string, unknown>) =>
    t.call<Saved>('POST', `/api/quotes/edit/${id}`, { token, body });

  it('prices the golden quote on the server, with costs for staff only', async () => {
    const made = await create(admin.token, { content: goldenContent(), price: 1 }, customer.user.id);
    expect(made.statusCode).toBe(200);
    const id = made.body.data.id;

    const staff = await read(admin.token, id);
    expect(staff.body.data.quote).toMatchObject({ price: 727, gst: 72.7, cost: 312.5, margin_value: 414.5 });
    expect(staff.body.data.quote.margin_percent).toBeCloseTo(57.02, 2);
    expect(staff.body.data.priced.summary).toMatchObject({
      products: 36000,
      decorations: 26700,
      setups: 10000,
      totalExGst: 72700,
      gst: 7270,
      total: 79970,
      cost: 31250,
      grossProfit: 41450,
    });

    const own = await read(customer.token, id);
    expect(own.statusCode).toBe(200);
    expect(own.body.data.quote).toMatchObject({ price: 727, gst: 72.7 });
    expect(own.body.data.priced.summary.total).toBe(79970);
    const text = JSON.stringify(own.body);
    for (const key of [
      '"cost"',
      '"unit_cost"',
      '"setup_unit_cost"',
      'margin',
      '"supplier"',
      'approved_price',
      'grossProfit',
    ])
      expect(text, key).not.toContain(key);
  });

  it("answers 404 for another customer's quote, on every call", async () => {
    const { body } = await create(customer.token, { content: goldenContent(10) });
    const id = body.data.id;
    expect((await read(other.token, id)).statusCode).toBe(404);
    expect((await edit(other.token, id, { label: 'mine now', version: 1 })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/quotes/getlog/${id}`, { token: other.token })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/quotes/repeat/${id}`, { token: other.token })).statusCode).toBe(404);
    expect(
      (await t.call('POST', `/api/quotes/delete/${id}`, { token: other.token, body: { version: 1 } }))
        .statusCode,
    ).toBe(404);
    const list = await t.call<{ id: number }[]>('GET', '/api/quotes/index', { token: other.token });
    expect(list.body.data.map((q) => q.id)).not.toContain(id);
  });

  it('needs a client for an admin and a contact for everyone', async () => {
    const noUser = await create(admin.token, { content: goldenContent() });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.body.data).toBe(QUOTE_MESSAGES.invalidUserId);
    const noContact = await create(customer.token, {
      content: goldenContent(),
      contact_user: '',
      status: 'Requested',
    });
    expect(noContact.body.data).toBe(STATUS_MESSAGES.contactRequired);
    const [othersContact] = await contactIdsOf(t.database.db, other.user.id);
    const stranger = await create(customer.token, {
      content: goldenContent(),
      contact_user: String(othersContact),
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.body.data).toBe("contact_user: This contact is not one of the client's contacts");
  });

  it('takes SUBMIT to Requested and SAVE DRAFT to no status, and snapshots the submission', async () => {
    const draft = await create(customer.token, { content: goldenContent() });
    const submitted = await create(customer.token, { content: goldenContent(), status: 'Requested' });
    expect((await read(customer.token, draft.body.data.id)).body.data.quote.status).toBe('');
    expect((await read(customer.token, submitted.body.data.id)).body.data.quote.status).toBe('Requested');
    const snaps = await t.database.db
      .select({ n: count() })
      .from(quoteRevisions)
      .where(eq(quoteRevisions.quoteId, submitted.body.data.id));
    expect(snaps[0]?.n).toBe(1);
  });

  it('refuses what a customer may not do, and changes nothing', async () => {
    const { body } = await create(customer.token, { content: goldenContent() });
    const id = body.data.id;
    const before = await read(admin.token, id);

    const { version } = before.body.data.quote;
    const complete = await t.call('POST', `/api/quotes/setstatus/${id}`, {
      token: customer.token,
      body: { status: 'Completed Quote', version },
    });
    expect(complete.statusCode).toBe(400);
    const viaSave = await edit(customer.token, id, { action: 'complete_quote', version });
    expect(viaSave.statusCode).toBe(400);
    expect(viaSave.body.data).toBe('Only staff can complete this quote.');

    const delivery = goldenContent();
    delivery.categories[0]?.items.push({
      id: 'x1',
      type: 'delivery',
      delivery_desc: 'Courier',
      delivery_qty: 1,
      delivery_price: -50,
    } as never);
    const sneaky = await edit(customer.token, id, { content: delivery, version });
    expect(sneaky.statusCode).toBe(403);
    expect(sneaky.body.data).toBe('Only staff can add delivery lines.');

    for (const flag of ['setready', 'setsent', 'setarchive'])
      expect(
        (
          await t.call('POST', `/api/quotes/${flag}/${id}`, {
            token: customer.token,
            body: { [flag.slice(3)]: 1, version },
          })
        ).statusCode,
      ).toBe(403);

    const after = await read(admin.token, id);
    expect(after.body.data.quote).toEqual(before.body.data.quote);
  });

  it('lets one of two saves from the same version win and tells the other who saved', async () => {
    const { body } = await create(customer.token, { content: goldenContent() });
    const id = body.data.id;
    const { version } = (await read(admin.token, id)).body.data.quote;
    const first = await edit(admin.token, id, { client_label: 'First', version });
    expect(first.statusCode).toBe(200);
    const second = await edit(customer.token, id, { client_label: 'Second', version });
    expect(second.statusCode).toBe(409);
    expect(second.body.data).toMatch(
      /^This quote was saved by Alex Morgan on \d\d\/\d\d\/\d{4} at .+ after you opened it\./,
    );
    expect((await read(admin.token, id)).body.data.quote.client_label).toBe('First');
  });

  it('walks a quote through the status machine to a completed order', async () => {
    const { body } = await create(customer.token, { content: goldenContent() });
    const id = body.data.id;
    const step = async (token: string, action: string, extra: Record<string, unknown> = {}) => {
      const { version } = (await read(token, id)).body.data.quote;
      const res = await edit(token, id, { action, version, ...extra });
      expect(res.statusCode, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.data;
    };
    expect(await step(customer.token, 'request_quote')).toMatchObject({
      status: 'Pending Quote',
      message: 'Your quote has been requested',
    });
    expect(await step(admin.token, 'complete_quote')).toMatchObject({
      status: 'Completed Quote',
      revision: 1,
    });

    // A completed quote changes only through the confirm-edit step.
    const { version } = (await read(customer.token, id)).body.data.quote;
    const blocked = await edit(customer.token, id, { content: goldenContent(40), version });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.body.data).toBe(STATUS_MESSAGES.completedNeedsConfirm);
    expect(await step(customer.token, 'confirm_edit', { content: goldenContent(40) })).toMatchObject({
      status: 'Pending Quote',
      revision: 2,
    });
    expect((await read(customer.token, id)).body.data.quote.price).toBeGreaterThan(GOLDEN_PRICE.customer);

    await step(admin.token, 'complete_quote');
    expect(await step(customer.token, 'request_order')).toMatchObject({ order_status: 'Requested Order' });
    expect(await step(admin.token, 'finalise_order')).toMatchObject({ order_status: 'Completed Order' });

    const orders = await t.call<{ id: number }[]>('GET', '/api/quotes/orders', { token: customer.token });
    expect(orders.body.data.map((o) => o.id)).toContain(id);
    const log = await t.call<string>('GET', `/api/quotes/getlog/${id}`, { token: customer.token });
    // Seven steps, and the customer's readings: once per revision (R1, then R2 after confirm_edit).
    expect(log.body.data.split('\n')).toHaveLength(9);
    expect(log.body.data).toMatch(/Sam Taylor: viewed the quote in the portal \(R1\)/);
    expect(log.body.data).toMatch(/Sam Taylor: viewed the quote in the portal \(R2\)/);
    expect(log.body.data).toMatch(/Sam Taylor: request quote \(now Pending Quote\)/);
    expect(log.body.data).toMatch(/Alex Morgan: finalise order \(now Completed Quote, Completed Order\)/);
  });

  it('sets Ready, Sent and Archive for staff, and lists them only to staff', async () => {
    const { body } = await create(customer.token, { content: goldenContent() });
    const id = body.data.id;
    for (const [call, field] of [
      ['setready', 'ready'],
      ['setsent', 'sent'],
      ['setarchive', 'archive'],
    ] as const) {
      const res = await t.call('POST', `/api/quotes/${call}/${id}`, {
        token: admin.token,
        body: { [field]: '1', version: await versionOf(t.database.db, id) },
      });
      expect(res.body).toEqual({ status: 'success', data: 'You have set successfully' });
    }
    const staffList = await t.call<Record<string, unknown>[]>(
      'GET',
      `/api/quotes/index?userid=${customer.user.id}`,
      { token: admin.token },
    );
    expect(staffList.body.data.find((q) => q.id === id)).toMatchObject({
      ready: true,
      sent: true,
      archive: true,
    });
    const ownList = await t.call<Record<string, unknown>[]>('GET', '/api/quotes/index', {
      token: customer.token,
    });
    const mine = ownList.body.data.find((q) => q.id === id);
    expect(mine).toMatchObject({
      archive: true,
      company: 'Harbourside Constructions Pty Ltd',
      price: GOLDEN_PRICE.customer,
    });
    expect(mine).not.toHaveProperty('ready');
    await t.call('POST', `/api/quotes/setarchive/${id}`, {
      token: admin.token,
      body: { archive: 0, version: await versionOf(t.database.db, id) },
    });
    const restored = await t.call<Record<string, unknown>[]>('GET', '/api/quotes/index', {
      token: customer.token,
    });
    expect(restored.body.data.find((q) => q.id === id)).toMatchObject({ archive: false });
  });

  it('copies a quote or an order into a new draft, and deletes', async () => {
    const { body } = await create(customer.token, { content: goldenContent() });
    const copy = await t.call<{ id: number; message: string }>('POST', `/api/quotes/repeat/${body.data.id}`, {
      token: admin.token,
    });
    expect(copy.body.data.message).toBe(QUOTE_MESSAGES.duplicated);
    const copied = await read(customer.token, copy.body.data.id);
    expect(copied.body.data.quote).toMatchObject({
      status: '',
      order_status: '',
      revision: 1,
      price: GOLDEN_PRICE.customer,
      label: 'Site crew tees',
    });

    const removed = await t.call('POST', `/api/quotes/delete/${copy.body.data.id}`, {
      token: customer.token,
      body: { version: copied.body.data.quote.version },
    });
    expect(removed.statusCode).toBe(200);
    expect((await read(customer.token, copy.body.data.id)).statusCode).toBe(404);
  });

  it('reports busy while another admin has the quote open', async () => {
    const { body } = await create(customer.token, { content: goldenContent() });
    const id = body.data.id;
    await t.call('POST', `/api/users/register`, {
      body: {
        company: 'x',
        number: '1',
        firstname: 'Kim',
        lastname: 'Staff',
        email: 'kim@staff.example.com',
        password: 'staff-pass-1',
      },
    });
    await t.database.db.execute(
      `update users set role = 'admin' where email = 'kim@staff.example.com'` as never,
    );
    const kim = await t.signIn('kim@staff.example.com', 'staff-pass-1');
    const check = (token: string) =>
      t.call<string>('GET', `/api/quotes/checkaccess?quote_id=${id}`, { token });
    expect((await check(admin.token)).body.data).toBe('free');
    expect((await check(kim.token)).body.data).toBe('busy');
    expect((await check(admin.token)).body.data).toBe('busy');
    expect((await check(customer.token)).statusCode).toBe(403);
  });

  it('applies a price table change to quotes priced after it; a completed quote keeps its figures', async () => {
    const { body } = await create(customer.token, { content: goldenContent(), status: 'Requested' });
    const id = body.data.id;
    const v = (await read(admin.token, id)).body.data.quote.version;
    await edit(admin.token, id, { action: 'complete_quote', version: v });

    const tables = await t.call<{ tables: Record<string, any> }>('GET', '/api/pricetables', {
      token: admin.token,
    });
    const changed = structuredClone(tables.body.data.tables);
    for (const tier of changed.screenPrint1C.tiers) tier.price += 1;
    const saved = await t.call('POST', '/api/pricetables', { token: admin.token, body: changed });
    expect(saved.body).toEqual({ status: 'success', data: 'The price tables have been saved' });

    const kept = await read(customer.token, id);
    expect(kept.body.data.quote.price).toBe(GOLDEN_PRICE.customer);
    expect(kept.body.data.priced.summary.totalExGst).toBe(GOLDEN_PRICE.customer * 100);
    const fresh = await create(customer.token, { content: goldenContent() });
    expect((await read(customer.token, fresh.body.data.id)).body.data.quote.price).toBe(
      GOLDEN_PRICE.customer + 30,
    );

    const broken = await t.call('POST', '/api/pricetables', {
      token: admin.token,
      body: { ...changed, screenPrint1C: 'cheap' },
    });
    expect(broken.statusCode).toBe(400);
    expect((await t.call('GET', '/api/pricetables', { token: customer.token })).statusCode).toBe(403);
    expect(
      (await t.call('GET', '/api/customerBrands/getcost?sc=8000&qty=20', { token: customer.token }))
        .statusCode,
    ).toBe(403);
    const cost = await t.call<number>('GET', '/api/customerBrands/getcost?sc=8000&qty=20', {
      token: admin.token,
    });
    expect(cost.body.data).toBeGreaterThan(0);
  });

  it('keeps stored prices out of the request: the server computes them', async () => {
    const { body } = await create(customer.token, { content: goldenContent(), price: 1, gst: 0 });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, body.data.id));
    // A customer's golden quote at the default tables; the earlier test raised Screen Print 1C
    // by 1.00 a unit (30 units).
    expect(row?.priceCents).toBe((GOLDEN_PRICE.customer + 30) * 100);
    expect(row?.gstCents).toBe((GOLDEN_PRICE.customer + 30) * 10);
  });
});
