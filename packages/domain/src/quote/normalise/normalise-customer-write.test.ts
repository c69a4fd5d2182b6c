import { describe, expect, it } from 'vitest';
import { emptyContent, type QuoteContent } from '../schema/content.ts';
import type { QuoteRow } from '../schema/rows.ts';
import { normaliseCustomerWrite, normaliseStaffWrite } from './normalise-customer-write.ts';
import { catalogueNow, customerView, staffQuote } from './test-quote.ts';

const rows = (content: QuoteContent) => content.categories[0]?.items ?? [];
const rowOf = (content: QuoteContent, id: string) =>
  rows(content).find((r) => r.id === id) as Record<string, unknown>;

/** The view with one row changed as a browser might send it. */
const edited = (content: QuoteContent, id: string, patch: Record<string, unknown>): QuoteContent => ({
  categories: content.categories.map((c) => ({
    ...c,
    items: c.items.map((r) => (r.id === id ? ({ ...r, ...patch } as QuoteRow) : r)),
  })),
});
const withRow = (content: QuoteContent, row: Record<string, unknown>): QuoteContent => ({
  categories: content.categories.map((c, i) =>
    i === 0 ? { ...c, items: [...c.items, row as QuoteRow] } : c,
  ),
});

const stored = staffQuote();
const normalised = (sent: QuoteContent, from = stored) => {
  const out = normaliseCustomerWrite(from, sent, catalogueNow);
  if ('refused' in out) throw new Error(out.message);
  return out.content;
};
const refusal = (sent: QuoteContent, from = stored) => {
  const out = normaliseCustomerWrite(from, sent, catalogueNow);
  return 'refused' in out ? out : null;
};

describe('normaliseCustomerWrite', () => {
  it('stores the quote unchanged when the customer saves their view unchanged', () => {
    expect(normalised(customerView(stored))).toEqual(stored);
  });

  it('keeps stored prices, costs and staff fields whatever the customer sends for them', () => {
    const sent = edited(
      edited(customerView(stored), 'p1', { price: 0.01, cost: 0, need_attention: false }),
      'd1',
      {
        setup_code: 'None',
        setup_sc: 1,
        supplier: 'X',
        emb_note: '',
        unit_cost: 0,
        price_manual: true,
        price: 0,
      },
    );
    const out = normalised(sent);
    expect(rowOf(out, 'p1')).toEqual(rowOf(stored, 'p1'));
    expect(rowOf(out, 'd1')).toEqual(rowOf(stored, 'd1'));
  });

  it('takes the price and cost of a catalogue line the customer adds from its SKU', () => {
    const sent = withRow(customerView(stored), {
      id: 'n1',
      type: 'product',
      group_id: 'g1',
      code: 'JB100',
      shortcode: 'JB100',
      catalogue: 'JB',
      colour: 'Red',
      size: 'M',
      qty: 50,
      price: 0.01,
      cost: 0,
      need_attention: true,
    });
    expect(rowOf(normalised(sent), 'n1')).toMatchObject({ price: 40, cost: 22, qty: 50 });
    expect(rowOf(normalised(sent), 'n1')).not.toHaveProperty('need_attention');
  });

  it('prices a stored line moved to another colour or size from its new SKU, and only then', () => {
    const moved = normalised(edited(customerView(stored), 'p2', { colour: 'White' }));
    expect(rowOf(moved, 'p2')).toMatchObject({ colour: 'White', price: 12, cost: 6 });
    const kept = normalised(edited(customerView(stored), 'p2', { qty: 12 }));
    expect(rowOf(kept, 'p2')).toMatchObject({ qty: 12, price: 11, cost: 5.5 });
  });

  it('refuses a catalogue line whose combination the catalogue does not hold, naming it', () => {
    const sent = withRow(customerView(stored), {
      id: 'n1',
      type: 'product',
      code: 'AS5001',
      description: 'Staple Tee',
      catalogue: 'AS',
      colour: 'Purple',
      size: 'L',
      qty: 5,
    });
    expect(refusal(sent)).toEqual({
      refused: 'invalid',
      message:
        'AS5001 Staple Tee in Purple, size L is not in the AS Colour catalogue. Remove the line and add the product again from the catalogue.',
    });
  });

  it('makes decoration quantities the sums of the ticked products and drops lines at quantity 0', () => {
    const sent = edited(edited(customerView(stored), 'd1', { qty: 1 }), 'p2', { qty: 0 });
    const out = normalised(sent);
    expect(rowOf(out, 'd1')).toMatchObject({ qty: 30 });
    expect(rowOf(out, 'p2')).toBeUndefined();
    // The attention note on the removed product goes with it.
    expect(rowOf(out, 'a1')).toBeUndefined();
  });

  it('resets a decoration whose type or position the customer changes, and refuses staff-only types', () => {
    const out = normalised(edited(customerView(stored), 'd1', { code: 'Embroidery' }));
    expect(rowOf(out, 'd1')).toMatchObject({
      code: 'Embroidery',
      supplier: 'JS',
      emb_note: 'Navy ink',
      discounts: [],
    });
    expect(rowOf(out, 'd1')).toMatchObject({ setup_code: 'New Set Up' });
    expect(refusal(edited(customerView(stored), 'd1', { code: 'Screen Print 2C' }))).toEqual({
      refused: 'forbidden',
      message: 'Only staff can choose Screen Print 2C; please choose Screen Print 1C or Embroidery.',
    });
  });

  it('keeps staff lines the customer removed or changed, and refuses staff lines they add', () => {
    const view = customerView(stored);
    const withoutDelivery = {
      categories: view.categories.map((c) => ({ ...c, items: c.items.filter((r) => r.id !== 'v1') })),
    };
    expect(rows(normalised(withoutDelivery)).map((r) => r.id)).toEqual(rows(stored).map((r) => r.id));
    expect(rowOf(normalised(edited(view, 'z2', { discount_price: 500 })), 'z2')).toEqual(rowOf(stored, 'z2'));
    // Sending a line with the id of a hidden one changes nothing about the answer.
    for (const id of ['v2', 'v9'])
      expect(refusal(withRow(view, { id, type: 'delivery', delivery_price: -50, checked: true }))).toEqual({
        refused: 'forbidden',
        message: 'Only staff can add delivery lines.',
      });
  });

  it('keeps group options as staff set them, and gives a new group none', () => {
    const view = customerView(stored);
    const sent: QuoteContent = {
      categories: view.categories.map((c) => ({
        ...c,
        groups: [
          {
            ...c.groups[0],
            id: 'g1',
            name: 'Renamed',
            group_options: { customs: [], customfees: [], discount: null },
          },
          {
            id: 'g2',
            name: 'Mine',
            group_options: { customs: [{ custom_code: 'x', tasks: [] }], customfees: [] },
          },
        ],
      })),
    };
    const [kept, added] = normalised(sent).categories[0]?.groups ?? [];
    expect(kept).toEqual({ ...stored.categories[0]?.groups[0], name: 'Renamed' });
    expect(added).toEqual({ id: 'g2', name: 'Mine', group_options: { customs: [], customfees: [] } });
  });

  it('builds a new quote from the empty document the same way', () => {
    // The staff lines of the view are refused below; the customer's own lines are priced from the catalogue.
    expect(refusal(customerView(stored), emptyContent())).toMatchObject({ refused: 'forbidden' });
    const own = customerView(stored);
    const mine = {
      categories: own.categories.map((c) => ({ ...c, items: c.items.filter((r) => r.type === 'product') })),
    };
    const fresh = normalised(mine, emptyContent());
    expect(rowOf(fresh, 'p2')).toMatchObject({ price: 12, cost: 6 });
    expect(fresh.categories[0]?.groups[0]?.group_options).toEqual({ customs: [], customfees: [] });
  });
});

describe('normaliseStaffWrite', () => {
  it('lets staff set prices and costs but derives quantities and drops lines at 0', () => {
    const sent = edited(edited(edited(stored, 'p1', { price: 0.01, cost: 0 }), 'd1', { qty: 3 }), 'p2', {
      qty: 0,
    });
    const out = normaliseStaffWrite(sent);
    expect(rowOf(out, 'p1')).toMatchObject({ price: 0.01, cost: 0 });
    expect(rowOf(out, 'd1')).toMatchObject({ qty: 30 });
    expect(rowOf(out, 'p2')).toBeUndefined();
  });
});
