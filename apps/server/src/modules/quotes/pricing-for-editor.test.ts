import { DEFAULT_PRICE_TABLES, type PriceTables, priceQuote } from '@portal/domain/pricing';
import { quoteContentSchema } from '@portal/domain/quote';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useDemoApp } from '../../test/demo-app.ts';
import { contactIdsOf, goldenContent } from '../../test/quote-fixtures.ts';

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
  const demo = useDemoApp(kind);
  let quoteId: number;

  beforeAll(async () => {
    const [contact] = await contactIdsOf(demo.app.database.db, demo.customer.user.id);
    const added = await demo.app.call<{ id: number }>('POST', '/api/quotes/add', {
      token: demo.customer.token,
      body: { content: goldenContent(), contact_user: String(contact), label: 'Pricing tables' },
    });
    quoteId = added.body.data.id;
  });

  it('gives a customer the prices and no cost at all', async () => {
    const res = await demo.app.call<Answer>('GET', `/api/pricetables/forpricing?quote_id=${quoteId}`, {
      token: demo.customer.token,
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
    const res = await demo.app.call<Answer>('GET', `/api/pricetables/forpricing?quote_id=${quoteId}`, {
      token: demo.customer.token,
    });
    const quote = await demo.app.call<{ quote: { price: number; content: unknown } }>(
      'GET',
      `/api/quotes/edit/${quoteId}`,
      { token: demo.customer.token },
    );
    const priced = priceQuote(quoteContentSchema.parse(quote.body.data.quote.content), res.body.data.tables);
    expect(priced.summary.totalExGst / 100).toBe(quote.body.data.quote.price);
  });

  it('gives staff the whole tables, costs included', async () => {
    const res = await demo.app.call<Answer>('GET', '/api/pricetables/forpricing', {
      token: demo.admin.token,
    });
    expect(res.body.data.tables).toEqual(DEFAULT_PRICE_TABLES);
  });

  it("answers 404 for another customer's quote", async () => {
    const res = await demo.app.call('GET', `/api/pricetables/forpricing?quote_id=${quoteId}`, {
      token: demo.customer2.token,
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const res = await demo.app.call('GET', '/api/pricetables/forpricing');
    expect(res.statusCode).toBe(401);
  });
});
