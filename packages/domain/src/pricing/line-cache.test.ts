import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addGroupDiscount } from '../quote/ops/add-group-discount.ts';
import { setProductQty } from '../quote/ops/set-product-qty.ts';
import { updateGroupDiscount } from '../quote/ops/update-group-discount.ts';
import { updateRow } from '../quote/ops/update-row.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { newPricingCache } from './line-cache.ts';
import { priceQuote } from './price-quote.ts';
import { DEFAULT_PRICE_TABLES } from './tables/defaults.ts';

/** Two groups embroidering the same design: one pool across the quote (spec 5). */
const doc = quoteContentSchema.parse({
  categories: [
    {
      category_info: {},
      groups: [
        { id: 'g1', name: 'Polos', group_options: {} },
        { id: 'g2', name: 'Jackets', group_options: {} },
      ],
      items: [
        {
          id: 'p1',
          type: 'product',
          group_id: 'g1',
          qty: 20,
          price: 20,
          cost: 9,
          position: { 'Breast Left': true },
        },
        {
          id: 'd1',
          type: 'decoration',
          group_id: 'g1',
          code: 'Embroidery',
          position: 'Breast Left',
          qty: 20,
          setup_emb: 'logo-1',
          setup_sc: 8000,
          setup_code: 'New Set Up',
        },
        {
          id: 'p2',
          type: 'product',
          group_id: 'g2',
          qty: 10,
          price: 50,
          cost: 25,
          position: { 'Breast Left': true },
        },
        {
          id: 'd2',
          type: 'decoration',
          group_id: 'g2',
          code: 'Embroidery',
          position: 'Breast Left',
          qty: 10,
          setup_emb: 'logo-1',
          setup_sc: 8000,
          setup_code: 'New Set Up',
        },
        { id: 'p3', type: 'product', group_id: 'g2', qty: 10, price: 30, cost: 12, position: { Back: true } },
        {
          id: 'd3',
          type: 'decoration',
          group_id: 'g2',
          code: 'Screen Print 1C',
          position: 'Back',
          qty: 10,
          setup_code: 'Repeat Set Up',
        },
      ],
    },
  ],
});

const admin = { role: 'admin' } as const;

describe('pricing with a cache of unchanged rows', () => {
  it('gives exactly what pricing afresh gives, edit after edit', () => {
    const cache = newPricingCache();
    let content = doc;
    const edits = [
      (c: typeof doc) => setProductQty(c, 'p1', 60),
      (c: typeof doc) => setProductQty(c, 'p3', 25),
      (c: typeof doc) => updateRow(c, 'd3', 'decoration', { setup_code: 'New Set Up' }),
      (c: typeof doc) => setProductQty(c, 'p2', 3),
      (c: typeof doc) => addGroupDiscount(c, 'g2'),
      (c: typeof doc) => updateGroupDiscount(c, 'g2', { price: -15 }),
    ];
    expect(priceQuote(content, DEFAULT_PRICE_TABLES, admin, cache)).toEqual(
      priceQuote(content, DEFAULT_PRICE_TABLES, admin),
    );
    for (const edit of edits) {
      content = edit(content);
      expect(priceQuote(content, DEFAULT_PRICE_TABLES, admin, cache)).toEqual(
        priceQuote(content, DEFAULT_PRICE_TABLES, admin),
      );
    }
  });

  it('reprices an unchanged row whose embroidery pool grew in another group', () => {
    const cache = newPricingCache();
    const before = priceQuote(doc, DEFAULT_PRICE_TABLES, admin, cache);
    const after = priceQuote(setProductQty(doc, 'p1', 200), DEFAULT_PRICE_TABLES, admin, cache);
    const jackets = (q: typeof before) => q.lines.find((l) => l.id === 'd2');
    // d2's own row object is the same; only the pooled quantity moved its unit cost.
    expect(jackets(after)?.unitCost).not.toBe(jackets(before)?.unitCost);
    expect(after).toEqual(priceQuote(setProductQty(doc, 'p1', 200), DEFAULT_PRICE_TABLES, admin));
  });

  it('reprices every row when the price tables change', () => {
    const cache = newPricingCache();
    priceQuote(doc, DEFAULT_PRICE_TABLES, admin, cache);
    const dearer: typeof DEFAULT_PRICE_TABLES = JSON.parse(JSON.stringify(DEFAULT_PRICE_TABLES));
    dearer.screenPrintSetup.repeat = { cost: 25, price: 60 };
    const repriced = priceQuote(doc, dearer, admin, cache);
    expect(repriced.lines.find((l) => l.id === 'd3:setup')?.unitPrice).toBe(6000);
    expect(repriced).toEqual(priceQuote(doc, dearer, admin));
  });

  it('agrees with pricing afresh for any run of edits, as pools cross their quantity bands', () => {
    // Quantities around every band edge of the embroidery and Portwest tables (spec 9), typed as
    // numbers or text, on products that share an embroidery pool across groups.
    const qty = fc.oneof(
      fc.integer({ min: 0, max: 250 }),
      fc.constantFrom(9, 10, 11, 50, 51, 100, 101).map(String),
    );
    const edit = fc.oneof(
      fc.tuple(fc.constantFrom('p1', 'p2', 'p3'), qty).map(
        ([id, q]) =>
          (c: typeof doc) =>
            setProductQty(c, id, q),
      ),
      fc.tuple(fc.constantFrom('d1', 'd2'), fc.constantFrom('PW', 'JS', '')).map(
        ([id, supplier]) =>
          (c: typeof doc) =>
            updateRow(c, id, 'decoration', { supplier }),
      ),
      fc.tuple(fc.constantFrom('d1', 'd2'), fc.constantFrom('New Set Up', 'Repeat Set Up', 'None')).map(
        ([id, code]) =>
          (c: typeof doc) =>
            updateRow(c, id, 'decoration', { setup_code: code }),
      ),
      fc.tuple(fc.constantFrom('d1', 'd2'), fc.integer({ min: 0, max: 20_000 })).map(
        ([id, sc]) =>
          (c: typeof doc) =>
            updateRow(c, id, 'decoration', { setup_sc: sc }),
      ),
    );
    // The pool also as Portwest's from the start, whose setup cost falls by pooled quantity.
    const portwest = updateRow(updateRow(doc, 'd1', 'decoration', { supplier: 'PW' }), 'd2', 'decoration', {
      supplier: 'PW',
    });
    fc.assert(
      fc.property(
        fc.constantFrom(doc, portwest),
        fc.array(edit, { minLength: 1, maxLength: 12 }),
        (start, edits) => {
          const cache = newPricingCache();
          let content = start;
          priceQuote(content, DEFAULT_PRICE_TABLES, admin, cache);
          for (const apply of edits) {
            content = apply(content);
            expect(priceQuote(content, DEFAULT_PRICE_TABLES, admin, cache)).toEqual(
              priceQuote(content, DEFAULT_PRICE_TABLES, admin),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
