import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';

type Entry = {
  id: number;
  label: string;
  company: string;
  status: string;
  price: number;
  archive: boolean;
  version: number;
};

describe.each(testDatabases())('quote list search and sort on $name', (kind) => {
  const demo = useDemoApp(kind);

  const list = async (query: string, token = demo.admin.token) =>
    (await demo.app.call<Entry[]>('GET', `/api/quotes/index?${query}`, { token })).body.data;

  it('searches label, status and company name without regard to case', async () => {
    expect((await list('q=HI-VIS')).map((q) => q.label)).toEqual(['Hi-vis for site B', 'Hi-vis for site B']);
    expect(new Set((await list('q=pending')).map((q) => q.status))).toEqual(new Set(['Pending Quote']));
    const greenleaf = await list('q=greenleaf');
    expect(greenleaf).toHaveLength(7);
    expect(new Set(greenleaf.map((q) => q.company))).toEqual(new Set(['Greenleaf Cafe Group']));
    expect(await list('q=%25')).toHaveLength(0);
  });

  it('keeps a customer to its own quotes when searching', async () => {
    expect(await list('q=greenleaf', demo.customer.token)).toHaveLength(0);
    expect(await list('q=hi-vis', demo.customer.token)).toHaveLength(1);
  });

  it('sorts by each column in both directions', async () => {
    const byPrice = await list('sort=price&dir=asc');
    expect(byPrice.map((q) => q.price)).toEqual([...byPrice.map((q) => q.price)].sort((a, b) => a - b));
    const byName = await list('sort=name&dir=desc');
    const names = byName.map((q) => q.label.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const byCompany = await list('sort=company&dir=asc');
    expect(byCompany[0]?.company).toBe('Greenleaf Cafe Group');
    for (const sort of ['id', 'status', 'updated_at', 'valid_to'])
      expect(await list(`sort=${sort}`)).toHaveLength(14);
    const bad = await demo.app.call('GET', '/api/quotes/index?sort=password', { token: demo.admin.token });
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by the company name as it is now, whatever renamed or removed it', async () => {
    const companyOrder = async () => [...new Set((await list('sort=company&dir=asc')).map((q) => q.company))];
    const [first, ...rest] = await companyOrder();
    expect(first).toBe('Greenleaf Cafe Group');
    // A rename written straight to the table, as a script or another program would.
    await demo.app.database.db.execute(
      sql`update companies set company = 'Zephyr Uniforms' where company = 'Greenleaf Cafe Group'`,
    );
    expect(await companyOrder()).toEqual([...rest, 'Zephyr Uniforms']);
    // A quote cannot be given another account's name by writing the sort column itself.
    await demo.app.database.db.execute(sql`update quotes set company_sort = 'aaa'`);
    expect(await companyOrder()).toEqual([...rest, 'Zephyr Uniforms']);
    // Without a company, the account's quotes sort first, with an empty name.
    await demo.app.database.db.execute(sql`delete from companies where company = 'Zephyr Uniforms'`);
    expect(await companyOrder()).toEqual(['', ...rest]);
  });

  it('lists the Quotes and Archive tabs apart', async () => {
    const [first] = await list('');
    await demo.app.call('POST', `/api/quotes/setarchive/${first?.id}`, {
      token: demo.admin.token,
      // The list's row carries the version the switch was shown at.
      body: { archive: 1, version: first?.version },
    });
    expect((await list('archive=1')).map((q) => q.id)).toEqual([first?.id]);
    expect((await list('archive=0')).map((q) => q.id)).not.toContain(first?.id);
  });
});
