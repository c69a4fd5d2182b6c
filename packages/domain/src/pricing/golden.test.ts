import { describe, expect, it } from 'vitest';
import { priceQuote } from './price-quote.ts';
import { DEFAULT_PRICE_TABLES } from './tables/defaults.ts';
import { admin, customer, productsOnly, withDecoration } from './test-quotes.ts';

/** The golden pricing cases: all must hold. */
const price = (...args: Parameters<typeof withDecoration>) =>
  priceQuote(withDecoration(...args), DEFAULT_PRICE_TABLES, admin);
const decorationLine = (q: ReturnType<typeof priceQuote>) => q.lines.find((l) => l.part === 'decoration');
const setupLine = (q: ReturnType<typeof priceQuote>) => q.lines.find((l) => l.part === 'setup');

describe('golden cases', () => {
  it('30 units at 12.00, Screen Print 1C at Breast Left, New Set Up', () => {
    const q = price(30, 'Breast Left', 'Screen Print 1C', { setup_code: 'New Set Up' });
    expect(q.summary).toMatchObject({
      products: 36000,
      decorations: 26700,
      setups: 10000,
      totalExGst: 72700,
      gst: 7270,
      total: 79970,
      cost: 31250,
      grossProfit: 41450,
      marginPercent: 57.02,
    });
  });

  it('the same for a customer, without any cost', () => {
    const q = priceQuote(
      withDecoration(30, 'Breast Left', 'Screen Print 1C', { setup_code: 'New Set Up' }),
      DEFAULT_PRICE_TABLES,
      customer,
    );
    expect(q.summary.total).toBe(79970);
    expect(q.summary).not.toHaveProperty('cost');
    expect(q.summary).not.toHaveProperty('marginPercent');
    expect(q.lines.every((l) => !('cost' in l) && !('unitCost' in l))).toBe(true);
  });

  it('25 units: decoration unit price 9.40, cost 3.20', () => {
    const line = decorationLine(price(25, 'Breast Left', 'Screen Print 1C', { setup_code: 'New Set Up' }));
    expect(line).toMatchObject({ unitPrice: 940, unitCost: 320 });
  });

  it('20 units at Sleeve Upper Left: unit price 10.00, cost 4.00', () => {
    const line = decorationLine(price(20, 'Sleeve Upper Left', 'Screen Print 1C'));
    expect(line).toMatchObject({ unitPrice: 1000, unitCost: 400, amount: 20000 });
  });

  it('Repeat Set Up: setup price 45.00, cost 20.00', () => {
    const q = price(30, 'Breast Left', 'Screen Print 1C', { setup_code: 'Repeat Set Up' });
    expect(setupLine(q)).toMatchObject({ qty: 1, unitPrice: 4500, unitCost: 2000 });
    expect(q.summary.setups).toBe(4500);
  });

  it('None: setup quantity counts 0', () => {
    const q = price(30, 'Breast Left', 'Screen Print 1C', { setup_code: 'None', setup_qty: 3 });
    expect(setupLine(q)).toMatchObject({ qty: 0, amount: 0, cost: 0 });
    expect(q.summary.setups).toBe(0);
    expect(q.summary.totalExGst).toBe(36000 + 26700);
  });

  it('quantity "abc" counts as 0, whether or not the schema read it first', () => {
    expect(priceQuote(productsOnly('abc', 12)).summary.products).toBe(0);
    const raw = productsOnly(1, 12);
    const row = raw.categories[0]?.items[0];
    if (row) (row as { qty: unknown }).qty = 'abc';
    expect(priceQuote(raw).summary.total).toBe(0);
  });

  it('3 units at 3.35, nothing else: 10.05 + 1.01 = 11.06', () => {
    expect(priceQuote(productsOnly(3, 3.35)).summary).toMatchObject({
      totalExGst: 1005,
      gst: 101,
      total: 1106,
    });
  });
});
