import { SEARCH_MATCHES_SHOWN } from '@portal/domain/quote';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';

type Entry = { id: number; ready?: boolean; company: string };
type Window = { offset: number; total: number | null; more?: boolean; rows: Entry[] };

describe.each(testDatabases())('quote list windows on $name', (kind) => {
  const demo = useDemoApp(kind);

  const whole = async (query: string, token = demo.admin.token) =>
    (await demo.app.call<Entry[]>('GET', `/api/quotes/index?${query}`, { token })).body.data;
  const window = async (query: string, token = demo.admin.token, path = 'index') =>
    (await demo.app.call<Window>('GET', `/api/quotes/${path}/window?${query}`, { token })).body.data;

  it('gives the whole list slice by slice, in the same order, with the count first', async () => {
    // A word of two letters is not in the trigram index: it is searched without it.
    for (const query of [
      'sort=company&dir=asc',
      'sort=price&dir=desc',
      'q=greenleaf&sort=name',
      'q=Re&sort=name',
    ]) {
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

  it("counts a common word's matches up to the limit shown, and says there are more", async () => {
    const many = SEARCH_MATCHES_SHOWN + 5;
    await demo.app.database.db.execute(
      sql`insert into quotes (user_id, label) select ${demo.customer.user.id}, 'Bulk tee ' || n from generate_series(1, ${many}) as n`,
    );
    const common = await window('q=BULK%20TEE&sort=id&dir=asc&limit=100');
    expect(common).toMatchObject({ total: SEARCH_MATCHES_SHOWN, more: true });
    expect(common.rows).toHaveLength(100);
    const all = await whole('q=bulk%20tee&sort=id&dir=asc');
    expect(all).toHaveLength(many);
    expect(common.rows.map((r) => r.id)).toEqual(all.slice(0, 100).map((r) => r.id));
    const next = await window('q=bulk%20tee&sort=id&dir=asc&offset=100&limit=100');
    expect(next.total).toBeNull();
    expect(next.rows.map((r) => r.id)).toEqual(all.slice(100, 200).map((r) => r.id));
    // Rarer words are counted exactly: 'bulk tee 1', 10-19, 100-199 and 1000 onwards.
    const rarer = await window('q=bulk%20tee%201&limit=100');
    expect(rarer).toMatchObject({ total: 1 + 10 + 100 + (many - 999), more: false });
    // A first slice that holds every match has counted them: 'bulk tee 10', 100-109, 1000 onwards.
    const few = await window('q=bulk%20tee%2010&sort=name&dir=asc&limit=5');
    expect(few).toMatchObject({ total: 1 + 10 + (many - 999), more: false });
    const fewRest = await window('q=bulk%20tee%2010&sort=name&dir=asc&offset=5&limit=100');
    expect([...few.rows, ...fewRest.rows].map((r) => r.id)).toEqual(
      (await whole('q=bulk%20tee%2010&sort=name&dir=asc')).map((r) => r.id),
    );
    // Archived, they are found in the Archive tab and not in the Quotes tab.
    await demo.app.database.db.execute(sql`update quotes set archive = 1 where label like 'Bulk tee 10%'`);
    expect(await window('q=bulk%20tee%2010&archive=0')).toMatchObject({ total: 0, rows: [] });
    expect((await window('q=bulk%20tee%2010&archive=1')).total).toBe(1 + 10 + (many - 999));
    // The company name is searched as the quote keeps it: after a rename, by the new name only.
    const customerId = demo.customer.user.id;
    const [before] = await demo.app.database.db
      .select({ company: companies.company })
      .from(companies)
      .where(eq(companies.userId, customerId));
    await demo.app.database.db.execute(
      sql`update companies set company = 'Quokka Quilting' where user_id = ${customerId}`,
    );
    const renamed = await whole('q=quokka%20QUILT');
    expect(renamed.length).toBeGreaterThan(many);
    expect(renamed.every((r) => r.company === 'Quokka Quilting')).toBe(true);
    expect(await whole(`q=${encodeURIComponent(before?.company ?? '')}`)).toEqual([]);
  });

  it('forgets the counts kept of quotes removed at once', async () => {
    await demo.app.database.db.execute(sql`truncate quotes cascade`);
    expect((await window('limit=1')).total).toBe(0);
    expect((await window(`userid=${demo.customer.user.id}&limit=1`)).total).toBe(0);
    await demo.app.database.db.execute(sql`insert into quotes (user_id) values (${demo.customer.user.id})`);
    expect((await window('limit=1')).total).toBe(1);
  });
});
