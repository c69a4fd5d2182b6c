import type { LoginAnswer } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../plugins/auth.ts';
import { testDatabases } from '../../test/databases.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { listQuotes } from './list-quotes.ts';
import { listWindow } from './list-window.ts';
import { companyNameOf, quoteForUser } from './quote-access.ts';
import { presentQuote, toQuoteRecord } from './quote-record.ts';

/**
 * The quote calls now declare their answers (decision 055): the server checks each answer
 * against its schema on the way out. These answers must still be what the web app read before,
 * field for field, and a customer's must still hold no cost.
 */
describe.each(testDatabases())('quote answers under their schemas on $name', (kind) => {
  let t: TestApp;
  let demo: Awaited<ReturnType<TestApp['signInDemo']>>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    demo = await t.signInDemo();
  });
  afterAll(() => t.close());

  const asUser = (login: LoginAnswer): AuthUser => ({ ...login.user, sessionId: 0 });
  const get = async (login: LoginAnswer, url: string) => {
    const res = await t.call('GET', url, { token: login.token });
    expect(res.statusCode, url).toBe(200);
    return res.body.data;
  };

  it('sends the lists, windows and quote records as the operations build them, to staff and customers', async () => {
    for (const login of [demo.admin, demo.customer]) {
      const user = asUser(login);
      const rows = await listQuotes(t.app.ctx, user, {});
      expect(rows.length).toBeGreaterThan(3);
      expect(await get(login, '/api/quotes/index')).toEqual(rows);
      expect(await get(login, '/api/quotes/index/window?limit=50')).toEqual(
        await listWindow(t.app.ctx, user, { offset: 0, limit: 50 }),
      );
      for (const { id } of rows.slice(0, 6)) {
        const row = await quoteForUser(t.app.ctx.db, user, id);
        const record = presentQuote(toQuoteRecord(row, await companyNameOf(t.app.ctx.db, row.userId)), user);
        const answer = (await get(login, `/api/quotes/edit/${id}`)) as { quote: unknown };
        expect(answer.quote).toEqual(record);
      }
    }
  });

  it("answers a customer's quote read with no cost, margin or staff figure anywhere", async () => {
    const [first] = await listQuotes(t.app.ctx, asUser(demo.customer), {});
    const text = JSON.stringify(await get(demo.customer, `/api/quotes/edit/${first?.id}`));
    for (const field of [
      '"cost"',
      '"unitCost"',
      '"unit_cost"',
      '"margin_percent"',
      '"grossProfit"',
      '"approved_price"',
    ])
      expect(text).not.toContain(field);
    const staff = JSON.stringify(await get(demo.admin, `/api/quotes/edit/${first?.id}`));
    expect(staff).toContain('"margin_percent"');
  });
});
