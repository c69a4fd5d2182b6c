import type { LoginAnswer } from '@portal/domain';
import { DEFAULT_PRICE_TABLES, type PriceTables, priceQuote } from '@portal/domain/pricing';
import { quoteContentSchema } from '@portal/domain/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Answer = { version: number | null; tables: PriceTables };

/** Every amount under a key that names a cost, at any depth (band limits are quantities). */
const costFigures = (value: unknown, underCost = false): number[] => {
  if (typeof value === 'number') return underCost ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => costFigures(v, underCost));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .filter(([key]) => key !== 'upTo')
      .flatMap(([key, v]) => costFigures(v, underCost || /cost/i.test(key)));
  return [];
};

describe.each(testDatabases())('GET /pricetables/forpricing on $name', (kind) => {
  let t: TestApp;
  let admin: LoginAnswer;
  let customer: LoginAnswer;
  let other: LoginAnswer;
  let quoteId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ({ admin, customer, customer2: other } = await t.signInDemo());
    const [contact] = await contactIdsOf(t.database.db, customer.user.id);
    const added = await t.call<{ id: number }>('POST', '/api/quotes/add', {
      token: customer.token,
      body: { content: goldenContent(), contact_user: String(contact), label: 'Pricing tables' },
    });
    quoteId = added.body.data.id;
  });
  afterAll(() => t.close());

  it('gives a customer the prices and no cost at all', async () => {
    const res = await t.call<Answer>('GET', `/api/pricetables/forpricing?quote_id=${quoteId}`, {
      token: customer.token,
    });
    expect(res.statusCode).toBe(200);
    const figures = costFigures(res.body.data.tables);
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.every((n) => n === 0)).toBe(true);
    expect(res.body.data.tables.screenPrint1C.tiers.map((b) => b.price)).toEqual(
      DEFAULT_PRICE_TABLES.screenPrint1C.tiers.map((b) => b.price),
    );
  });

  it('prices the customer exactly as the server stored it', async () => {
    const res = await t.call<Answer>('GET', `/api/pricetables/forpricing?quote_id=${quoteId}`, {
      token: customer.token,
    });
    const quote = await t.call<{ quote: { price: number; content: unknown } }>(
      'GET',
      `/api/quotes/edit/${quoteId}`,
      { token: customer.token },
    );
    const priced = priceQuote(quoteContentSchema.parse(quote.body.data.quote.content), res.body.data.tables);
    expect(priced.summary.totalExGst / 100).toBe(quote.body.data.quote.price);
  });

  it('gives staff the whole tables, costs included', async () => {
    const res = await t.call<Answer>('GET', '/api/pricetables/forpricing', { token: admin.token });
    expect(res.body.data.tables).toEqual(DEFAULT_PRICE_TABLES);
  });

  it("answers 404 for another customer's quote", async () => {
    const res = await t.call('GET', `/api/pricetables/forpricing?quote_id=${quoteId}`, {
      token: other.token,
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const res = await t.call('GET', '/api/pricetables/forpricing');
    expect(res.statusCode).toBe(401);
  });
});
