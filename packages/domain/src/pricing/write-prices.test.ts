import { describe, expect, it } from 'vitest';
import { normaliseCustomerWrite } from '../quote/normalise/normalise-customer-write.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { priceQuote } from './price-quote.ts';
import { DEFAULT_PRICE_TABLES } from './tables/index.ts';
import { withDecoration } from './test-quotes.ts';
import { writeComputedPrices } from './write-prices.ts';

/** The first golden pricing case (Screen Print 1C at Breast Left, new setup), with extra decoration fields. */
const doc = (qty: number, extra: Record<string, unknown> = {}) =>
  quoteContentSchema.parse(
    withDecoration(qty, 'Breast Left', 'Screen Print 1C', { setup_code: 'New Set Up', ...extra }),
  );

const decoration = (content: ReturnType<typeof doc>) =>
  content.categories[0]?.items.find((r) => r.type === 'decoration');

describe('writeComputedPrices', () => {
  it('stores the table prices and costs on decoration rows', () => {
    const content = doc(30);
    const written = writeComputedPrices(
      content,
      priceQuote(content, DEFAULT_PRICE_TABLES, { role: 'admin' }),
    );
    expect(decoration(written)).toMatchObject({
      price: 8.9,
      unit_cost: 2.75,
      setup_price: 100,
      setup_unit_cost: 50,
    });
    expect(decoration(content)).not.toHaveProperty('unit_cost', 2.75);
  });

  it('returns a document that already holds its prices unchanged, and leaves the input alone', () => {
    const content = doc(30);
    const once = writeComputedPrices(content, priceQuote(content, DEFAULT_PRICE_TABLES, { role: 'admin' }));
    const twice = writeComputedPrices(once, priceQuote(once, DEFAULT_PRICE_TABLES, { role: 'admin' }));
    expect(twice).toBe(once);
    expect(once).not.toBe(content);
    expect(once.categories[0]?.items[0]).toBe(content.categories[0]?.items[0]);
  });

  it('keeps what an admin typed on a row priced by hand', () => {
    const content = doc(30, { price_manual: true, price: 5, unit_cost: 1 });
    const written = writeComputedPrices(
      content,
      priceQuote(content, DEFAULT_PRICE_TABLES, { role: 'admin' }),
    );
    expect(decoration(written)).toMatchObject({ price: 5, unit_cost: 1 });
  });

  it('lets a customer change a quantity that moves the decoration to another price tier', () => {
    const stored = doc(30);
    const storedPriced = writeComputedPrices(
      stored,
      priceQuote(stored, DEFAULT_PRICE_TABLES, { role: 'admin' }),
    );
    const submitted = quoteContentSchema.parse({
      categories: [
        {
          ...storedPriced.categories[0],
          items: storedPriced.categories[0]?.items.map((r) => ({
            ...r,
            qty: 20,
            price: r.type === 'decoration' ? 9.4 : r.price,
          })),
        },
      ],
    });
    const normalised = normaliseCustomerWrite(storedPriced, submitted, new Map());
    if ('refused' in normalised) throw new Error(normalised.message);
    const repriced = writeComputedPrices(
      normalised.content,
      priceQuote(normalised.content, DEFAULT_PRICE_TABLES, { role: 'admin' }),
    );
    // The quantity follows the products, and the price comes from the tier, not from the browser.
    expect(decoration(repriced)).toMatchObject({ qty: 20, price: 9.4 });
  });
});
