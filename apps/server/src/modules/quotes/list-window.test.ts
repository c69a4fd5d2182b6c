import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';

type Entry = { id: number; ready?: boolean; company: string };
type Window = { offset: number; total: number | null; rows: Entry[] };

describe.each(testDatabases())('quote list windows on $name', (kind) => {
  const demo = useDemoApp(kind);

  const whole = async (query: string, token = demo.admin.token) =>
    (await demo.app.call<Entry[]>('GET', `/api/quotes/index?${query}`, { token })).body.data;
  const window = async (query: string, token = demo.admin.token, path = 'index') =>
    (await demo.app.call<Window>('GET', `/api/quotes/${path}/window?${query}`, { token })).body.data;

  it('gives the whole list slice by slice, in the same order, with the count first', async () => {
    for (const query of ['sort=company&dir=asc', 'sort=price&dir=desc', 'q=greenleaf&sort=name']) {
      const all = await whole(query);
      const first = await window(`${query}&offset=0&limit=3`);
      expect(first.total).toBe(all.length);
      const rest = await window(`${query}&offset=3&limit=100`);
      expect(rest.total).toBeNull();
      expect([...first.rows, ...rest.rows].map((r) => r.id)).toEqual(all.map((r) => r.id));
    }
  });

  it('keeps a customer to its own quotes and without the admin flags', async () => {
    const own = await whole('', demo.customer.token);
    const slice = await window('limit=100', demo.customer.token);
    expect(slice.total).toBe(own.length);
    expect(slice.rows.map((r) => r.id)).toEqual(own.map((r) => r.id));
    expect(slice.rows.every((r) => r.ready === undefined)).toBe(true);
  });

  it('lists orders the same way and refuses windows that are too large', async () => {
    const orders = (await demo.app.call<Entry[]>('GET', '/api/quotes/orders', { token: demo.admin.token }))
      .body.data;
    expect((await window('limit=100', demo.admin.token, 'orders')).rows.map((r) => r.id)).toEqual(
      orders.map((r) => r.id),
    );
    const big = await demo.app.call('GET', '/api/quotes/index/window?limit=501', { token: demo.admin.token });
    expect(big.statusCode).toBe(400);
  });
});
