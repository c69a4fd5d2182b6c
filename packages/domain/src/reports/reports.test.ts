import { describe, expect, it } from 'vitest';
import { priceQuote } from '../pricing/price-quote.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { marginReportQuery } from './calls.ts';
import { orderBreakdownOf } from './order-breakdown.ts';
import { averageCents, medianOf, percentOf } from './rates.ts';

describe('report rules', () => {
  it('splits an order by process and by catalogue, each adding up to its totals', () => {
    const content = quoteContentSchema.parse({
      categories: [
        {
          groups: [
            {
              id: 'g1',
              group_options: {
                customs: [],
                customfees: [{ catalogue: 'ws', customfee_price: 30, customfee_qty: 1, customfee_cost: 10 }],
              },
            },
          ],
          items: [
            {
              id: 'p1',
              type: 'product',
              group_id: 'g1',
              catalogue: 'AS',
              qty: 10,
              price: 12,
              cost: 6,
              position: { 'Breast Left': true },
            },
            {
              id: 'd1',
              type: 'decoration',
              group_id: 'g1',
              code: 'Embroidery',
              position: 'Breast Left',
              qty: 10,
              setup_code: 'New Set Up',
            },
            {
              id: 'd2',
              type: 'decoration',
              group_id: 'g1',
              code: 'Foil',
              position: 'Breast Left',
              qty: 10,
              price: 2,
              unit_cost: 1,
              price_manual: true,
            },
          ],
        },
      ],
    });
    const priced = priceQuote(content, undefined, { role: 'admin' });
    const split = orderBreakdownOf(content, priced.lines);
    for (const dimension of ['process', 'catalogue'] as const) {
      const mine = split.filter((e) => e.dimension === dimension);
      expect(mine.reduce((n, e) => n + e.priceCents, 0)).toBe(priced.summary.totalExGst);
      expect(mine.reduce((n, e) => n + e.costCents, 0)).toBe(priced.summary.cost);
    }
    const keys = (dimension: string) =>
      split
        .filter((e) => e.dimension === dimension)
        .map((e) => e.key)
        .sort();
    expect(keys('process')).toEqual(['', 'Embroidery', 'Other']);
    expect(keys('catalogue')).toEqual(['', 'AS', 'WS']);
    expect(split.find((e) => e.key === 'AS')).toMatchObject({ priceCents: 12_000, costCents: 6_000 });
  });

  it('rounds rates as reports show them', () => {
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(5, 0)).toBe(0);
    expect(medianOf([])).toBeNull();
    expect(medianOf([4, 1, 3])).toBe(3);
    expect(medianOf([1, 2, 3, 4.15])).toBe(2.5);
    expect(averageCents(1001, 2)).toBe(501);
    expect(averageCents(500, 0)).toBe(0);
  });

  it('refuses a backwards, unreal or unknown period in words', () => {
    const issue = (q: Record<string, string>) => marginReportQuery.safeParse(q).error?.issues[0]?.message;
    expect(issue({ from: '2026-05-02', to: '2026-05-01', by: 'month' })).toBe(
      'The first day of the period must not be after its last day.',
    );
    expect(issue({ from: '2026-02-30', to: '2026-05-01', by: 'month' })).toBe(
      'Please enter a real date as YYYY-MM-DD.',
    );
    expect(issue({ from: '2010-01-01', to: '2026-05-01', by: 'month' })).toBe(
      'Please choose a period of at most ten years.',
    );
    expect(issue({ from: '2026-01-01', to: '2026-05-01', by: 'colour' })).toBe(
      'Please choose what to group the report by.',
    );
  });
});
