import { sql } from 'drizzle-orm';
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

  it('gives the same rows at any depth, read from either end, for every sort', async () => {
    for (const sort of ['id', 'name', 'company', 'status', 'updated_at', 'valid_to', 'price'])
      for (const dir of ['asc', 'desc']) {
        const query = `sort=${sort}&dir=${dir}&archive=0`;
        const all = await whole(query);
        const sliced: Entry[] = [];
        for (let offset = 0; offset < all.length; offset += 4)
          sliced.push(...(await window(`${query}&offset=${offset}&limit=4`)).rows);
        expect(
          sliced.map((r) => r.id),
          query,
        ).toEqual(all.map((r) => r.id));
        expect((await window(`${query}&offset=${all.length}&limit=4`)).rows).toEqual([]);
      }
  });

  it('counts every list right as quotes are added, archived, ordered, moved and deleted', async () => {
    const db = demo.app.database.db;
    const lists: [string, string, string?][] = [
      ['index', ''],
      ['index', 'archive=0'],
      ['index', 'archive=1'],
      ['orders', 'archive=0'],
      ['index', `userid=${demo.customer.user.id}`],
      ['index', '', demo.customer.token],
      ['orders', '', demo.customer2.token],
    ];
    const countsAgree = async () => {
      for (const [path, query, token = demo.admin.token] of lists) {
        const all = (await demo.app.call<Entry[]>('GET', `/api/quotes/${path}?${query}`, { token })).body
          .data;
        expect((await window(`${query}&limit=1`, token, path)).total, `${path}?${query}`).toBe(all.length);
      }
    };
    await countsAgree();
    const [first, second, third] = await whole('sort=id&dir=asc');
    await db.execute(sql`update quotes set archive = 1 - archive where id = ${first?.id}`);
    await db.execute(sql`update quotes set order_status = 'Requested Order' where id = ${second?.id}`);
    await db.execute(sql`update quotes set user_id = ${demo.customer2.user.id} where id = ${third?.id}`);
    await db.execute(
      sql`insert into quotes (user_id, label) select user_id, 'Copy ' || label from quotes where id = ${first?.id}`,
    );
    await countsAgree();
    await db.execute(sql`delete from quotes where id in (${first?.id}, ${second?.id})`);
    await countsAgree();
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
