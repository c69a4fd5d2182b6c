import {
  addDecoration,
  changeDecorationPosition,
  groupOf,
  isDecoration,
  isProduct,
  moveRow,
  type QuoteContent,
  quoteContentSchema,
  removeRow,
  setProductQty,
  togglePosition,
} from '@portal/domain/quote';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EditorState, editorReducer, stateOf } from './editor-state.ts';

/**
 * The editor's state keeps every decoration's quantity equal to the sum of the products of its
 * group ticked at its position (quote spec 4; decisions/110), whatever the user did: for any
 * document and any sequence of position changes and row removals sent through the reducer as the
 * table's controls send them.
 */
const POSITIONS = ['Breast Left', 'Back Upper', 'Sleeve Upper Left', 'Other'] as const;
const GROUPS = ['g1', 'g2'] as const;

const product = fc.record({
  qty: fc.integer({ min: 1, max: 60 }),
  group: fc.constantFrom(...GROUPS),
  positions: fc.subarray([...POSITIONS]),
});

const loaded = (products: { qty: number; group: string; positions: string[] }[]): EditorState => {
  const content = quoteContentSchema.parse({
    categories: [
      {
        category_info: {},
        groups: GROUPS.map((id) => ({ id, name: id })),
        items: products.map((p, i) => ({
          id: `r${i + 1}`,
          type: 'product',
          group_id: p.group,
          code: `AS${i}`,
          qty: p.qty,
          price: 10,
        })),
      },
    ],
  });
  const state = stateOf({ content, status: 'Pending Quote', order_status: '', revision: 1, version: 1 });
  // The user ticks each product's positions, one click each.
  return products.reduce(
    (s, p, i) =>
      p.positions.reduce(
        (t, position) =>
          editorReducer(t, {
            type: 'content',
            update: (c) => togglePosition(c, `r${i + 1}`, position, true),
          }),
        s,
      ),
    state,
  );
};

type Update = (content: QuoteContent) => QuoteContent;
const rows = (content: QuoteContent) => content.categories[0]?.items ?? [];
const nth = (content: QuoteContent, kind: 'product' | 'decoration' | 'any', n: number) => {
  const list = rows(content).filter((r) => kind === 'any' || r.type === kind);
  return list.length ? list[n % list.length]?.id : undefined;
};
const on = (id: string | undefined, content: QuoteContent, edit: (id: string) => QuoteContent) =>
  id === undefined ? content : edit(id);

/** The table's controls: a position box, a decoration's position, the delete cross, a quantity, a drag. */
const control: fc.Arbitrary<Update> = fc.oneof(
  fc.tuple(fc.nat(), fc.constantFrom(...POSITIONS), fc.boolean()).map(
    ([n, position, checked]): Update =>
      (c) =>
        on(nth(c, 'product', n), c, (id) => togglePosition(c, id, position, checked)),
  ),
  fc.tuple(fc.nat(), fc.constantFrom(...POSITIONS)).map(
    ([n, position]): Update =>
      (c) =>
        on(nth(c, 'decoration', n), c, (id) => changeDecorationPosition(c, id, position)),
  ),
  fc.nat().map(
    (n): Update =>
      (c) =>
        on(nth(c, 'any', n), c, (id) => removeRow(c, id)),
  ),
  fc.tuple(fc.nat(), fc.integer({ min: 0, max: 40 })).map(
    ([n, qty]): Update =>
      (c) =>
        on(nth(c, 'product', n), c, (id) => setProductQty(c, id, String(qty))),
  ),
  fc.tuple(fc.nat(), fc.constantFrom(...GROUPS)).map(
    ([n, groupId]): Update =>
      (c) =>
        on(nth(c, 'any', n), c, (id) => moveRow(c, id, { groupId })),
  ),
  fc.constantFrom(...GROUPS).map(
    (group): Update =>
      (c) =>
        addDecoration(c, 'Embroidery', group),
  ),
);

const expectDerived = (content: QuoteContent) => {
  for (const category of content.categories)
    for (const decoration of category.items.filter(isDecoration)) {
      const sum = category.items
        .filter(
          (r) =>
            isProduct(r) &&
            groupOf(r, category) === groupOf(decoration, category) &&
            r.position?.[decoration.position ?? ''] === true,
        )
        .reduce((s, r) => s + Number(r.qty), 0);
      expect(decoration.qty, `${decoration.id} at '${decoration.position}'`).toBe(sum);
    }
};

describe('the editor state’s decoration quantities', () => {
  it('equal the sum of their ticked rows after any position changes and removals', () => {
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 6 }),
        fc.array(control, { maxLength: 14 }),
        (products, updates) => {
          let state = loaded(products);
          expectDerived(state.content);
          for (const update of updates) {
            state = editorReducer(state, { type: 'content', update });
            expectDerived(state.content);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
