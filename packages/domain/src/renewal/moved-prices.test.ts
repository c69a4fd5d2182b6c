import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_TABLES, type PriceTables } from '../pricing/index.ts';
import type { QuoteContent } from '../quote/index.ts';
import { withBreaksOf } from './breaks-of.ts';
import { movedPrices } from './moved-prices.ts';

const doc = (teePrice: number, qty = 30) =>
  ({
    categories: [
      {
        category_info: {},
        groups: [{ id: 'g1', name: 'Crew', group_options: { customs: [], customfees: [] } }],
        items: [
          {
            id: 'p1',
            type: 'product',
            group_id: 'g1',
            code: 'AS5001',
            shortcode: 'AS5001',
            description: 'Staple Tee',
            catalogue: 'AS',
            colour: 'White',
            size: 'L',
            qty,
            price: teePrice,
            cost: 6,
            position: { 'Breast Left': true },
          },
          {
            id: 'd1',
            type: 'decoration',
            group_id: 'g1',
            code: 'Screen Print 1C',
            position: 'Breast Left',
            qty,
            setup_code: 'New Set Up',
          },
        ],
      },
    ],
  }) as unknown as QuoteContent;

const tiers = DEFAULT_PRICE_TABLES.screenPrint1C.tiers;
const withTiers = (changed: typeof tiers): PriceTables => ({
  ...DEFAULT_PRICE_TABLES,
  screenPrint1C: { ...DEFAULT_PRICE_TABLES.screenPrint1C, tiers: changed },
});

describe('movedPrices', () => {
  it('finds nothing when nothing moved', () => {
    const same = { content: doc(12), tables: DEFAULT_PRICE_TABLES };
    expect(movedPrices(same, same)).toEqual([]);
  });

  it('names a product line moved by its supplier', () => {
    const moved = movedPrices(
      { content: doc(12), tables: DEFAULT_PRICE_TABLES },
      { content: doc(13.5), tables: DEFAULT_PRICE_TABLES },
    );
    expect(moved).toEqual([
      expect.objectContaining({
        line_id: 'p1',
        name: 'AS5001 Staple Tee White L',
        before: 1200,
        after: 1350,
        reason: 'supplier_price',
      }),
    ]);
  });

  it('tells a moved figure (price table) from a moved break (quantity break)', () => {
    const before = { content: doc(12), tables: DEFAULT_PRICE_TABLES };
    const figure = withTiers(tiers.map((tier) => (tier.upTo === 60 ? { ...tier, price: 9.1 } : tier)));
    expect(movedPrices(before, { content: doc(12), tables: figure })).toEqual([
      expect.objectContaining({
        line_id: 'd1',
        before: 890,
        after: 910,
        reason: 'price_table',
        reason_label: 'price table',
      }),
    ]);
    const broken = withTiers(tiers.map((tier) => (tier.upTo === 25 ? { ...tier, upTo: 30 } : tier)));
    expect(movedPrices(before, { content: doc(12), tables: broken })).toEqual([
      expect.objectContaining({
        line_id: 'd1',
        before: 890,
        after: 940,
        reason: 'quantity_break',
        reason_label: 'quantity break',
      }),
    ]);
  });
});

describe('withBreaksOf', () => {
  it("keeps each band's figures and takes the other tables' breaks", () => {
    const moved = withTiers(
      tiers.map((tier) => (tier.upTo === 25 ? { ...tier, upTo: 30, price: 9.5 } : tier)),
    );
    const mixed = withBreaksOf(moved, DEFAULT_PRICE_TABLES);
    expect(mixed.screenPrint1C.tiers[0]).toEqual({ upTo: 25, cost: 3.2, price: 9.5 });
    expect(mixed.screenPrintSetup).toEqual(DEFAULT_PRICE_TABLES.screenPrintSetup);
  });
});
