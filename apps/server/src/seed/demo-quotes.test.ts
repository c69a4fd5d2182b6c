import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes, users } from '../db/schema/index.ts';
import { testDatabases } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

describe('demo quotes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0] as never);
  });
  afterAll(() => t.close());

  it('gives each demo customer a priced quote in every status, and orders', async () => {
    for (const email of ['customer@example.com', 'customer2@example.com']) {
      const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
      const rows = await t.database.db
        .select()
        .from(quotes)
        .where(eq(quotes.userId, user?.id ?? 0));
      expect(new Set(rows.map((r) => r.status))).toEqual(
        new Set(['', 'Requested', 'Pending Quote', 'Completed Quote', 'Declined Quote']),
      );
      expect(
        rows
          .filter((r) => r.orderStatus)
          .map((r) => r.orderStatus)
          .sort(),
      ).toEqual(['Completed Order', 'Requested Order']);
      for (const row of rows) {
        expect(row.priceCents).toBeGreaterThan(0);
        expect(row.costCents).toBeGreaterThan(0);
        expect(row.costCents).toBeLessThan(row.priceCents);
        expect(row.gstCents).toBe(Math.round(row.priceCents / 10));
      }
    }
  });

  it('shows the customer its quotes through the API', async () => {
    const customer = await t.signIn('customer@example.com');
    const list = await t.call<{ id: number; price: number }[]>('GET', '/api/quotes/index', {
      token: customer.token,
    });
    expect(list.body.data).toHaveLength(7);
    const first = list.body.data[0];
    const quote = await t.call<{ priced: { summary: { total: number } } }>(
      'GET',
      `/api/quotes/edit/${first?.id}`,
      {
        token: customer.token,
      },
    );
    expect(quote.body.data.priced.summary.total).toBeGreaterThan(0);
  });
});
