import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstOn } from '../money/gst.ts';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { priceQuote } from './price-quote.ts';
import { DEFAULT_PRICE_TABLES } from './tables/defaults.ts';
import { SUMMARY_KEYS } from './types.ts';

/** Arbitrary documents of every row type, with numbers, text numbers and junk. */
const amount = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
  fc.integer({ min: 0, max: 100_000 }).map((c) => (c / 100).toFixed(2)),
  fc.constantFrom('', 'abc', null),
);
const qty = fc.oneof(fc.integer({ min: 0, max: 500 }), fc.constantFrom('', 'x', '12'));
const checked = fc.boolean();
const position = fc.constantFrom('Breast Left', 'Sleeve Upper Left', 'Back Upper');
const row = fc.oneof(
  fc.record({
    type: fc.constant('product'),
    qty,
    price: amount,
    cost: amount,
    catalogue: fc.constantFrom('PW', 'WS'),
  }),
  fc.record({
    type: fc.constant('decoration'),
    code: fc.constantFrom(
      'Screen Print 1C',
      'Screen Print 2C',
      'Embroidery',
      'Digital Print',
      'Vinyl Print',
      'Other',
    ),
    qty,
    price: amount,
    unit_cost: amount,
    position,
    setup_code: fc.constantFrom('', 'None', 'New Set Up', 'Repeat Set Up'),
    setup_sc: fc.integer({ min: 0, max: 30_000 }),
    setup_emb: fc.constantFrom('d1', 'd2', ''),
    setup_color_change: fc.constantFrom('None', 'Colour Change'),
    discounts: fc.array(fc.record({ setup_discount_enable: checked, setup_discount_value: amount }), {
      maxLength: 2,
    }),
  }),
  fc.record({
    type: fc.constant('delivery'),
    delivery_qty: qty,
    delivery_price: amount,
    delivery_discount: amount,
    checked,
  }),
  fc.record({ type: fc.constant('discount'), discount_qty: qty, discount_price: amount, checked }),
  fc.record({ type: fc.constant('attention'), qty, price: amount, checked }),
);
const groupOptions = fc.record({
  customfees: fc.array(
    fc.record({ catalogue: fc.constant('PW'), customfee_qty: qty, customfee_price: amount }),
    {
      maxLength: 2,
    },
  ),
  customs: fc.array(
    fc.record({
      tasks: fc.array(
        fc.record({ task_qty: qty, task_price: amount, task_cost: amount, task_checked: checked }),
        {
          maxLength: 3,
        },
      ),
    }),
    { maxLength: 2 },
  ),
  discount: fc.option(fc.record({ qty, price: amount }), { nil: undefined }),
});
const content = fc
  .record({
    items: fc.array(row, { maxLength: 12 }),
    groups: fc.array(fc.record({ id: fc.constant('g1'), group_options: groupOptions }), { maxLength: 1 }),
  })
  .map((category) => quoteContentSchema.parse([category]));
const role = fc.constantFrom('admin', 'customer');

describe('pricing properties', () => {
  it('totals equal the sum of the charged lines, per summary line and overall', () => {
    fc.assert(
      fc.property(content, (c) => {
        const q = priceQuote(c, DEFAULT_PRICE_TABLES, { role: 'admin' });
        const charged = q.lines.filter((l) => l.charged);
        for (const key of SUMMARY_KEYS)
          expect(q.summary[key]).toBe(
            charged.filter((l) => l.summary === key).reduce((s, l) => s + l.amount, 0),
          );
        expect(q.summary.totalExGst).toBe(charged.reduce((s, l) => s + l.amount, 0));
        expect(q.summary.cost).toBe(charged.reduce((s, l) => s + (l.cost ?? 0), 0));
        expect(q.summary.total).toBe(q.summary.totalExGst + q.summary.gst);
      }),
    );
  });

  it('gives a customer the same totals from exactly the lines a customer sees', () => {
    fc.assert(
      fc.property(content, (c) => {
        const forAdmin = priceQuote(c, DEFAULT_PRICE_TABLES, { role: 'admin' });
        const forCustomer = priceQuote(c, DEFAULT_PRICE_TABLES, { role: 'customer' });
        expect(forCustomer.summary.total).toBe(forAdmin.summary.total);
        expect(forCustomer.lines.reduce((s, l) => s + l.amount, 0)).toBe(forCustomer.summary.totalExGst);
        expect(forCustomer.lines.every((l) => l.charged)).toBe(true);
      }),
    );
  });

  it('GST is always 10% of the total ex GST, rounded half up once', () => {
    fc.assert(
      fc.property(content, role, (c, r) => {
        const { summary } = priceQuote(c, DEFAULT_PRICE_TABLES, { role: r });
        expect(summary.gst).toBe(gstOn(summary.totalExGst));
        expect(Number.isInteger(summary.gst)).toBe(true);
        expect(Math.abs(summary.gst * 10 - summary.totalExGst)).toBeLessThanOrEqual(5);
      }),
    );
  });

  it('every amount is a whole number of cents', () => {
    fc.assert(
      fc.property(content, (c) => {
        const q = priceQuote(c, DEFAULT_PRICE_TABLES, { role: 'admin' });
        for (const l of q.lines) expect(Number.isInteger(l.amount) && Number.isInteger(l.cost)).toBe(true);
      }),
    );
  });
});
