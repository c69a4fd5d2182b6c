import type { LoginAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { oneGroupDoc, teeRow } from '../../test/golden-content.ts';
import { contactIdsOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Row = Record<string, unknown> & { id: string; type: string };
type Quote = {
  version: number;
  price: number;
  default_brand: string;
  content: { categories: { items: Row[] }[] };
};

/** Staff's quote with figures the customer is never shown: a cost, a supplier, notes, a hidden line. */
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
      emb_note: 'Navy ink',
    },
    {
      id: 'v1',
      type: 'delivery',
      group_id: 'g1',
      delivery_desc: 'Truck',
      delivery_qty: 1,
      delivery_price: 80,
      delivery_unit_cost: 61,
      checked: false,
    },
  ]);

describe.each(testDatabases())('customer writes on $name', (kind) => {
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

  const add = (token: string, content: unknown, extra: Record<string, unknown> = {}, userid?: number) =>
    t.call<{ id: number }>('POST', `/api/quotes/add${userid ? `?userid=${userid}` : ''}`, {
      token,
      body: { content, contact_user: String(contact), label: 'Crew tees', ...extra },
    });
  const read = async (id: number) =>
    (await t.call<{ quote: Quote }>('GET', `/api/quotes/edit/${id}`, { token: admin.token })).body.data.quote;
  const rowsOf = (quote: Quote) => quote.content.categories[0]?.items ?? [];
  const rowOf = (quote: Quote, id: string) => rowsOf(quote).find((r) => r.id === id);
  /** The raw answer of a customer's save, byte for byte. */
  const rawSave = async (id: number, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/quotes/edit/${id}`,
      headers: { authorization: `Bearer ${customer.token}` },
      payload: body,
    });
    return { status: res.statusCode, payload: res.payload };
  };
  const customerView = async (id: number) =>
    (await t.call<{ quote: Quote }>('GET', `/api/quotes/edit/${id}`, { token: customer.token })).body.data
      .quote;

  it('prices a catalogue line a customer adds from its SKU, whatever price they send', async () => {
    const made = await add(customer.token, oneGroupDoc([teeRow('p1', 50, { price: 0.01, cost: 0 })]));
    expect(made.statusCode).toBe(200);
    const quote = await read(made.body.data.id);
    expect(rowOf(quote, 'p1')).toMatchObject({ qty: 50, price: 12, cost: 6 });
    expect(quote.price).toBeGreaterThanOrEqual(50 * 12);
  });

  it('makes a decoration quantity the sum of the ticked garments and drops lines at quantity 0', async () => {
    const made = await add(
      customer.token,
      oneGroupDoc([
        teeRow('p1', 10),
        teeRow('p2', 0, { size: 'L' }),
        {
          id: 'd1',
          type: 'decoration',
          group_id: 'g1',
          code: 'Embroidery',
          position: 'Breast Left',
          qty: 1,
          setup_code: 'None',
          price: 0.01,
        },
      ]),
    );
    const quote = await read(made.body.data.id);
    expect(rowsOf(quote).map((r) => r.id)).toEqual(['p1', 'd1']);
    expect(rowOf(quote, 'd1')).toMatchObject({ qty: 10 });
    // The customer's None is not taken: the setup is staff's and starts at New Set Up (decisions/111).
    expect(rowOf(quote, 'd1')).toMatchObject({ setup_code: 'New Set Up' });
    expect(Number(rowOf(quote, 'd1')?.price)).toBeGreaterThan(1);
  });

  it('refuses a garment the catalogue does not hold with a message that names it, storing nothing', async () => {
    const before = await t.call<unknown[]>('GET', '/api/quotes/index', { token: customer.token });
    const res = await add(customer.token, oneGroupDoc([teeRow('p1', 5, { colour: 'Purple' })]));
    expect(res.statusCode).toBe(400);
    expect(res.body.data).toBe(
      'AS5001 Staple Tee in Purple, size M is not in the AS Colour catalogue. Remove the line and add the product again from the catalogue.',
    );
    const after = await t.call<unknown[]>('GET', '/api/quotes/index', { token: customer.token });
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it("keeps staff's fields, lines and default brand when a customer sends other values", async () => {
    const made = await add(admin.token, staffDoc(), { default_brand: 'Screen Print 1C' }, customer.user.id);
    const id = made.body.data.id;
    const stored = await read(id);
    const view = await customerView(id);
    const items = rowsOf(view).map((r) =>
      r.id === 'p1'
        ? { ...r, price: 0.01, cost: 0 }
        : r.id === 'd1'
          ? { ...r, setup_code: 'None', supplier: 'X', setup_sc: 1 }
          : r,
    );
    const saved = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: customer.token,
      body: {
        content: { categories: [{ ...view.content.categories[0], items }] },
        default_brand: 'Embroidery',
        approved_price: 1,
        version: view.version,
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = await read(id);
    expect(after.content).toEqual(stored.content);
    expect(after.default_brand).toBe('Screen Print 1C');
  });

  it('answers byte for byte the same to a right and a wrong guess of a hidden cost, and stores the same', async () => {
    const first = (await add(admin.token, staffDoc(), {}, customer.user.id)).body.data.id;
    const second = (await add(admin.token, staffDoc(), {}, customer.user.id)).body.data.id;
    const guessed = async (id: number, cost: number, supplier: string) => {
      const view = await customerView(id);
      const items = rowsOf(view).map((r) =>
        r.id === 'p1' ? { ...r, cost, qty: 25 } : r.id === 'd1' ? { ...r, supplier, unit_cost: cost } : r,
      );
      return rawSave(id, {
        content: { categories: [{ ...view.content.categories[0], items }] },
        approved_price: cost,
        version: view.version,
      });
    };
    const right = await guessed(first, 5.25, 'JS');
    const wrong = await guessed(second, 9.99, 'AB');
    expect(right.status).toBe(200);
    expect(wrong).toEqual(right);
    const [a, b] = [await read(first), await read(second)];
    expect(a.content).toEqual(b.content);
    expect(rowOf(a, 'p1')).toMatchObject({ qty: 25, price: 11.5, cost: 5.25 });
    expect(rowOf(a, 'd1')).toMatchObject({ qty: 25, supplier: 'JS' });
    expect(rowOf(a, 'v1')).toMatchObject({ delivery_unit_cost: 61, checked: false });
  });

  it('lets staff type prices and costs but still derives quantities and drops lines at 0', async () => {
    const made = await add(
      admin.token,
      oneGroupDoc([
        teeRow('p1', 10, { price: 0.5, cost: 0.25 }),
        teeRow('p2', 0, { size: 'L' }),
        {
          id: 'd1',
          type: 'decoration',
          group_id: 'g1',
          code: 'Embroidery',
          position: 'Breast Left',
          qty: 99,
        },
      ]),
      {},
      customer.user.id,
    );
    const quote = await read(made.body.data.id);
    expect(rowOf(quote, 'p1')).toMatchObject({ price: 0.5, cost: 0.25 });
    expect(rowOf(quote, 'p2')).toBeUndefined();
    expect(rowOf(quote, 'd1')).toMatchObject({ qty: 10 });
  });
});
