import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timesQty } from '../../money/cents.ts';
import { toCents } from '../../money/parse.ts';
import { priceQuote } from '../../pricing/price-quote.ts';
import { DEFAULT_PRICE_TABLES } from '../../pricing/tables/defaults.ts';
import { customerMaySet } from '../roles/customer-may.ts';
import { type QuoteContent, quoteContentSchema } from '../schema/content.ts';
import type { ProductRow, QuoteRow } from '../schema/rows.ts';
import { normaliseCustomerWrite } from './normalise-customer-write.ts';
import { skuId, skuKeyOf } from './sku.ts';
import { catalogueNow, customerView, staffQuote } from './test-quote.ts';

/**
 * Property tests of a customer's save: any submission a browser could send, built
 * from the customer's view with random quantities, garments, prices, costs, hidden and staff
 * fields, removed lines, added lines and qty-0 lines.
 */
export const RUNS = 300;

const stored = staffQuote();
const view = customerView(stored);
type Loose = Record<string, unknown>;

const junk = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }).map((c) => c / 100),
  fc.constantFrom('', null, 'abc', '1', 'JS', 'Screen Print 2C', 'New Set Up'),
);
/** Values for every field a customer may not set: prices, costs, supplier, notes, setup... */
const STAFF_FIELDS = [
  'price',
  'cost',
  'unit_cost',
  'need_attention',
  'supplier',
  'emb_note',
  'setup_code',
  'setup_qty',
  'setup_sc',
  'setup_price',
  'setup_unit_cost',
  'setup_notes',
  'price_manual',
  'film_qty',
  'heat_qty',
  'delivery_price',
  'delivery_unit_cost',
  'discount_price',
  'discount_unit_cost',
  'note',
  'product_id',
] as const;
const guess = fc.dictionary(fc.constantFrom(...STAFF_FIELDS), junk, { maxKeys: 8 });

const customerEdit = fc.record({
  drop: fc.boolean(),
  qty: fc.option(fc.integer({ min: 0, max: 80 })),
  colour: fc.option(fc.constantFrom('White', 'Navy')),
  size: fc.option(fc.constantFrom('S', 'M', 'L', 'XL')),
  code: fc.option(fc.constantFrom('Embroidery', 'Screen Print 1C')),
});
const addedLine = fc.record({
  product: fc.constantFrom(
    { code: 'AS5001', catalogue: 'AS', colour: 'White', size: 'S' },
    { code: 'AS5001', catalogue: 'AS', colour: 'Navy', size: 'XL' },
    { code: 'JB100', catalogue: 'JB', colour: 'Red', size: 'M' },
  ),
  qty: fc.integer({ min: 0, max: 200 }),
  price: junk,
  cost: junk,
  position: fc.constantFrom({}, { 'Breast Left': true }, { 'Back Upper': true }),
});

const submission = fc.record({
  edits: fc.array(customerEdit, { minLength: view.categories[0]?.items.length, maxLength: 12 }),
  added: fc.array(addedLine, { maxLength: 4 }),
  guesses: fc.array(guess, { minLength: 12, maxLength: 12 }),
  otherGuesses: fc.array(guess, { minLength: 12, maxLength: 12 }),
});
type Submission = typeof submission extends fc.Arbitrary<infer T> ? T : never;

/** The guessed values of the fields a customer may not set on this row type. */
const staffOnly = (type: QuoteRow['type'], guessed: Loose = {}): Loose =>
  Object.fromEntries(Object.entries(guessed).filter(([field]) => !customerMaySet(type, field)));

/** The browser's document: the view with the customer's edits, added lines and guessed staff fields. */
const build = (s: Submission, guesses: Loose[]): QuoteContent => {
  const [category] = view.categories;
  if (!category) throw new Error('no category');
  const items: QuoteRow[] = [];
  category.items.forEach((row, i) => {
    const edit = s.edits[i];
    if (edit?.drop && (row.type === 'product' || row.type === 'decoration')) return;
    const changed: Loose = { ...row, ...staffOnly(row.type, guesses[i]) };
    if (row.type === 'product' && edit) {
      if (edit.qty !== null) changed.qty = edit.qty;
      if (edit.colour !== null) changed.colour = edit.colour;
      if (edit.size !== null) changed.size = edit.size;
    }
    if (row.type === 'decoration' && edit?.code) changed.code = edit.code;
    items.push(changed as QuoteRow);
  });
  s.added.forEach((line, i) => {
    items.push({
      ...staffOnly('product', guesses[category.items.length + i]),
      id: `new${i}`,
      type: 'product',
      group_id: 'g1',
      shortcode: line.product.code,
      ...line.product,
      qty: line.qty,
      price: line.price,
      cost: line.cost,
      position: line.position,
    } as QuoteRow);
  });
  // As the server reads it: JSON through the document schema.
  return quoteContentSchema.parse(JSON.parse(JSON.stringify({ categories: [{ ...category, items }] })));
};

const normalise = (sent: QuoteContent) => normaliseCustomerWrite(stored, sent, catalogueNow);
const storedRow = new Map((stored.categories[0]?.items ?? []).map((r) => [r.id, r as Loose]));

describe('a customer save, for any submission', () => {
  it('stores and answers the same whatever the customer guesses for fields they may not set', () => {
    fc.assert(
      fc.property(submission, (s) => {
        const right = normalise(build(s, s.guesses));
        const wrong = normalise(build(s, s.otherGuesses));
        expect(JSON.stringify(wrong)).toBe(JSON.stringify(right));
      }),
      { numRuns: RUNS },
    );
  });

  it('is the stored quote plus only the changes the field roles allow', () => {
    fc.assert(
      fc.property(submission, (s) => {
        const out = normalise(build(s, s.guesses));
        if ('refused' in out) throw new Error(out.message);
        const items = out.content.categories[0]?.items ?? [];
        const byId = new Map(items.map((r) => [r.id, r]));
        for (const row of items) {
          const was = storedRow.get(row.id);
          if (row.type === 'product') {
            expect(Number(row.qty)).toBeGreaterThan(0);
            const sku = catalogueNow.get(skuId(skuKeyOf(row)));
            const sameSku = was && skuId(skuKeyOf(was as ProductRow)) === skuId(skuKeyOf(row));
            // A kept line keeps its stored figures; every line the customer added or moved carries its SKU's.
            const expected = sameSku ? { price: was.price, cost: was.cost } : sku;
            expect({ price: row.price, cost: row.cost }).toEqual(expected);
          }
          if (!was) continue;
          const moved = row.type === 'decoration' && (row.code !== was.code || row.position !== was.position);
          for (const [field, value] of Object.entries(was)) {
            if (
              customerMaySet(row.type, field) ||
              (row.type === 'product' && (field === 'price' || field === 'cost'))
            )
              continue;
            if (row.type === 'decoration' && (field === 'qty' || moved)) continue;
            expect((row as Loose)[field], `${row.id}.${field}`).toEqual(value);
          }
        }
        // Lines the customer was not shown, and staff lines they were, are all still there as stored.
        for (const id of ['v1', 'v2', 'z1', 'z2']) expect(byId.get(id)).toEqual(storedRow.get(id));
        expect(byId.has('a1')).toBe(byId.has('p2'));
        // Decoration quantities are the sums of the ticked products of their group.
        for (const row of items)
          if (row.type === 'decoration' && row.position) {
            const ticked = items.filter(
              (p) => p.type === 'product' && p.position?.[row.position ?? ''] === true,
            );
            if (ticked.length > 0) expect(row.qty).toBe(ticked.reduce((sum, p) => sum + Number(p.qty), 0));
          }
        // What the products cost the customer is exactly what those prices give.
        const priced = priceQuote(out.content, DEFAULT_PRICE_TABLES, { role: 'customer' });
        const products = priced.lines
          .filter((l) => l.part === 'product')
          .reduce((sum, l) => sum + l.amount, 0);
        const expected = items
          .filter((r) => r.type === 'product')
          .reduce((sum, r) => sum + timesQty(Number(r.qty), toCents(r.price)), 0);
        expect(products).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses any staff line a customer adds, whatever the quote holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('delivery', 'discount', 'attention'),
        fc.constantFrom('v2', 'z1', 'a1', 'x9'),
        guess,
        (type, id, extra) => {
          const [category] = view.categories;
          const sent = {
            categories: [
              { ...category, items: [...(category?.items ?? []), { ...extra, id, type } as QuoteRow] },
            ],
          } as QuoteContent;
          expect(normalise(sent)).toEqual({
            refused: 'forbidden',
            message: `Only staff can add ${type} lines.`,
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
