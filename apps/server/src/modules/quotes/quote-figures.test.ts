import { formatPercent } from '@portal/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';
import { contactIdsOf } from '../../test/quote-fixtures.ts';

/** One product line at price 200.00 and cost 200.01: a margin of one cent below nothing. */
const thinMargin = {
  categories: [
    {
      category_info: {},
      groups: [{ id: 'g1', name: 'Crew', group_options: { customs: [], customfees: [] } }],
      items: [{ id: 'p1', type: 'product', group_id: 'g1', code: 'T1', qty: 1, price: 200, cost: 200.01 }],
    },
  ],
};

// the list's record said -0 and the editor's summary -0.01 for the same quote.
describe.each(testDatabases())('margin percent on $name', (kind) => {
  const demo = useDemoApp(kind);
  let contact: number;
  beforeAll(async () => {
    [contact] = (await contactIdsOf(demo.app.database.db, demo.customer.user.id)) as [number];
  });

  it('is one answer in the record and the Order Summary, never -0', async () => {
    const made = await demo.app.call<{ id: number }>(
      'POST',
      `/api/quotes/add?userid=${demo.customer.user.id}`,
      {
        token: demo.admin.token,
        body: { content: thinMargin, contact_user: String(contact), label: 'Thin margin' },
      },
    );
    expect(made.statusCode).toBe(200);
    const read = await demo.app.call<{
      quote: { price: number; cost: number; margin_percent: number };
      priced: { summary: { marginPercent: number } };
    }>('GET', `/api/quotes/edit/${made.body.data.id}`, { token: demo.admin.token });
    expect(read.body.data.quote).toMatchObject({ price: 200, cost: 200.01, margin_percent: -0.01 });
    expect(read.body.data.priced.summary.marginPercent).toBe(-0.01);
    expect(formatPercent(read.body.data.quote.margin_percent)).toBe('-0.01%');
  });
});
