import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseCustomerWrite, normaliseStaffWrite } from '../normalise/normalise-customer-write.ts';
import { type QuoteContent, quoteContentSchema } from '../schema/content.ts';
import {
  addDecoration,
  changeDecorationPosition,
  groupOf,
  isDecoration,
  isProduct,
  moveRow,
  removeRow,
  setProductQty,
  togglePosition,
} from './index.ts';

/**
 * "A decoration's quantity is the sum of quantities of product rows with that position" (quote
 * spec 4), whatever staff or a customer did before: for any document and any sequence of
 * position changes and row removals, in the document the editor holds and in the one the server
 * stores, where a decoration on no garments is gone (decisions/110).
 */
const RUNS = 300;
const POSITIONS = ['Breast Left', 'Back Upper', 'Sleeve Upper Left', 'Other'] as const;
const GROUPS = ['g1', 'g2'] as const;

const product = fc.record({
  qty: fc.integer({ min: 1, max: 60 }),
  group: fc.constantFrom(...GROUPS),
  positions: fc.subarray([...POSITIONS]),
});

/** A document of products in two groups, their positions ticked the way the editor ticks them. */
const documentOf = (products: { qty: number; group: string; positions: string[] }[]): QuoteContent => {
  let content = quoteContentSchema.parse({
    categories: [
      {
        category_info: {},
        groups: GROUPS.map((id) => ({ id, name: id })),
        items: products.map((p, i) => ({
          id: `r${i + 1}`,
          type: 'product',
          group_id: p.group,
          code: `AS${i}`,
          catalogue: 'AS',
          qty: p.qty,
          price: 10,
          cost: 5,
        })),
      },
    ],
  });
  products.forEach((p, i) => {
    for (const position of p.positions) content = togglePosition(content, `r${i + 1}`, position, true);
  });
  return content;
};

type Edit = (content: QuoteContent) => QuoteContent;
const rows = (content: QuoteContent) => content.categories[0]?.items ?? [];
/** The n-th row of a kind, counting round, so any index names a row while one is left. */
const nth = (content: QuoteContent, kind: 'product' | 'decoration' | 'any', n: number) => {
  const list = rows(content).filter((r) => kind === 'any' || r.type === kind);
  return list.length ? list[n % list.length]?.id : undefined;
};
const on = (id: string | undefined, edit: (id: string) => QuoteContent, content: QuoteContent) =>
  id === undefined ? content : edit(id);

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(fc.nat(), fc.constantFrom(...POSITIONS), fc.boolean()).map(
    ([n, position, checked]): Edit =>
      (c) =>
        on(nth(c, 'product', n), (id) => togglePosition(c, id, position, checked), c),
  ),
  fc.tuple(fc.nat(), fc.constantFrom(...POSITIONS, '')).map(
    ([n, position]): Edit =>
      (c) =>
        on(nth(c, 'decoration', n), (id) => changeDecorationPosition(c, id, position), c),
  ),
  fc.nat().map(
    (n): Edit =>
      (c) =>
        on(nth(c, 'any', n), (id) => removeRow(c, id), c),
  ),
  fc.nat().map(
    (n): Edit =>
      (c) =>
        on(nth(c, 'product', n), (id) => removeRow(c, id), c),
  ),
  fc.tuple(fc.nat(), fc.integer({ min: 0, max: 40 })).map(
    ([n, qty]): Edit =>
      (c) =>
        on(nth(c, 'product', n), (id) => setProductQty(c, id, qty), c),
  ),
  fc.tuple(fc.nat(), fc.constantFrom(...GROUPS)).map(
    ([n, groupId]): Edit =>
      (c) =>
        on(nth(c, 'any', n), (id) => moveRow(c, id, { groupId }), c),
  ),
  fc.constantFrom(...GROUPS).map(
    (group): Edit =>
      (c) =>
        addDecoration(c, 'Embroidery', group),
  ),
);

/** Each decoration against the products of its group ticked at its position. */
const decorationsAndTheirRows = (content: QuoteContent) =>
  content.categories.flatMap((category) =>
    category.items.filter(isDecoration).map((decoration) => {
      const ticked = category.items.filter(
        (r) =>
          isProduct(r) &&
          groupOf(r, category) === groupOf(decoration, category) &&
          r.position?.[decoration.position ?? ''] === true,
      );
      return { decoration, ticked, sum: ticked.reduce((s, r) => s + Number(r.qty), 0) };
    }),
  );

const expectQuantitiesDerived = (content: QuoteContent) => {
  for (const { decoration, sum } of decorationsAndTheirRows(content)) expect(decoration.qty).toBe(sum);
};

describe('a decoration’s quantity is the sum of its ticked rows', () => {
  it('in the editor’s document after any position changes and removals', () => {
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 6 }),
        fc.array(edit, { maxLength: 14 }),
        (products, edits) => {
          let content = documentOf(products);
          expectQuantitiesDerived(content);
          for (const step of edits) {
            content = step(content);
            expectQuantitiesDerived(content);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('in the document the server stores for staff and for a customer, with no decoration on no garments', () => {
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 6 }),
        fc.array(edit, { maxLength: 14 }),
        (products, edits) => {
          const start = documentOf(products);
          const edited = edits.reduce((c, step) => step(c), start);
          const staff = normaliseStaffWrite(edited);
          const customer = normaliseCustomerWrite(start, edited, new Map());
          for (const stored of [staff, 'content' in customer ? customer.content : staff]) {
            for (const { decoration, ticked, sum } of decorationsAndTheirRows(stored)) {
              expect(
                ticked.length,
                `decoration ${decoration.id} at '${decoration.position}'`,
              ).toBeGreaterThan(0);
              expect(decoration.qty).toBe(sum);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('drops a decoration staff move to a position no garment is ticked at, once stored', () => {
    const ticked = documentOf([{ qty: 12, group: 'g1', positions: ['Breast Left'] }]);
    const decoration = rows(ticked).find(isDecoration);
    if (!decoration) throw new Error('no decoration');
    const moved = changeDecorationPosition(ticked, decoration.id, 'Back Upper');
    expect(rows(moved).find(isDecoration)?.qty).toBe(0);
    expect(rows(normaliseStaffWrite(moved)).filter(isDecoration)).toEqual([]);
    // Its garments removed, a decoration is not charged for them.
    expect(rows(normaliseStaffWrite(removeRow(ticked, 'r1'))).filter(isDecoration)).toEqual([]);
  });
});
