import { describe, expect, it } from 'vitest';
import { priceQuote } from '../price-quote.ts';
import { customer, withDecoration } from '../test-quotes.ts';
import { DEFAULT_PRICE_TABLES } from './defaults.ts';
import { priceTablesSchema } from './schema.ts';
import { priceTablesWithoutCosts } from './without-costs.ts';

/** Every amount found under a key that names a cost, at any depth. */
const costFigures = (value: unknown, underCost = false): number[] => {
  if (typeof value === 'number') return underCost ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => costFigures(v, underCost));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .filter(([key]) => key !== 'upTo') // band limits are quantities, not money
      .flatMap(([key, v]) => costFigures(v, underCost || /cost/i.test(key)));
  return [];
};

describe('priceTablesWithoutCosts', () => {
  it('keeps no cost figure but stays valid tables', () => {
    const stripped = priceTablesWithoutCosts(DEFAULT_PRICE_TABLES);
    expect(costFigures(DEFAULT_PRICE_TABLES).some((n) => n > 0)).toBe(true);
    expect(costFigures(stripped).every((n) => n === 0)).toBe(true);
    expect(priceTablesSchema.safeParse(stripped).success).toBe(true);
  });

  it('keeps every price, so a customer is priced exactly as by the server', () => {
    const stripped = priceTablesWithoutCosts(DEFAULT_PRICE_TABLES);
    for (const [code, extra] of [
      ['Embroidery', { setup_code: 'New Set Up', setup_sc: 8000, supplier: 'PW' }],
      ['Screen Print 1C', { setup_code: 'New Set Up', setup_color_change: 'Colour Change' }],
      ['Screen Print 2C', { setup_code: 'Repeat Set Up' }],
      ['Digital Print', { setup_code: 'New Set Up', price: 7, film_qty: 3, heat_qty: 10 }],
      ['Vinyl Print', { setup_code: 'Repeat Set Up', price: 5, heat_qty: 10 }],
    ] as const) {
      for (const qty of [5, 30, 120]) {
        const content = withDecoration(qty, 'Breast Left', code, extra);
        expect(priceQuote(content, stripped, customer)).toEqual(
          priceQuote(content, DEFAULT_PRICE_TABLES, customer),
        );
      }
    }
  });

  it('does not change the tables it is given', () => {
    const copy = JSON.parse(JSON.stringify(DEFAULT_PRICE_TABLES));
    priceTablesWithoutCosts(DEFAULT_PRICE_TABLES);
    expect(DEFAULT_PRICE_TABLES).toEqual(copy);
  });
});
