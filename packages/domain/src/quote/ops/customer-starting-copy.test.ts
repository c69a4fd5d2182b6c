import { describe, expect, it } from 'vitest';
import { redactContentForCustomer } from '../../redaction/redaction.ts';
import { normaliseCustomerWrite } from '../normalise/normalise-customer-write.ts';
import { catalogueSkuKeys, skuId } from '../normalise/sku.ts';
import { emptyContent, type QuoteContent, quoteContentSchema } from '../schema/content.ts';
import type { DecorationRow, ProductRow } from '../schema/rows.ts';
import { customerStartingCopy } from './customer-starting-copy.ts';
import { decorations, items, row } from './test-content.ts';
import { toggleNeedAttention } from './toggle-need-attention.ts';
import { togglePosition } from './toggle-position.ts';
import { updateRow } from './update-row.ts';

/** Lines and options only staff add, next to two products and two staff-set decorations. */
const withStaffLines = (): QuoteContent =>
  quoteContentSchema.parse({
    categories: [
      {
        category_info: { name: 'Site crew' },
        groups: [
          {
            id: 'g1',
            name: 'Tees',
            group_options: {
              customs: [{ custom_code: 'Folding', tasks: [{ task_name: 't1', task_checked: true }] }],
              customfees: [{ catalogue: 'AS', customfee_qty: 1, customfee_price: 25, customfee_cost: 10 }],
              discount: { qty: 1, price: -20, cost: 0, description: 'Loyal customer' },
              cost_visible: true,
            },
          },
          { id: 'g2', name: 'Vests', group_options: { customs: [], customfees: [] } },
        ],
        items: [
          { id: 'p1', type: 'product', group_id: 'g1', code: 'AS5001', qty: 30, price: 12, cost: 6 },
          { id: 'd2', type: 'decoration', group_id: 'g1', code: 'Vinyl Print', position: 'Back', qty: 30 },
          { id: 'd3', type: 'decoration', group_id: 'g1', code: 'Embroidery', price: 4, price_manual: true },
          { id: 'x1', type: 'delivery', group_id: 'g1', delivery_price: 20, checked: true },
          { id: 'x2', type: 'discount', group_id: 'g1', discount_price: -10, checked: true },
          { id: 'p2', type: 'product', group_id: 'g2', code: 'VS1', qty: 5, price: 20 },
        ],
      },
    ],
  });

const printOf = (content: QuoteContent) =>
  decorations(content).find((r) => r.type === 'decoration' && r.code === 'Screen Print 1C');

/**
 * A quote as staff left it: besides the staff lines, a product that needs attention and a print
 * the customer placed, on which staff set a setup quantity, supplier, note and setup discount.
 */
const pricedByStaff = (): QuoteContent => {
  const flagged = toggleNeedAttention(withStaffLines(), 'p1', true);
  const placed = togglePosition(flagged, 'p1', 'Breast Left', true, 'Screen Print 1C');
  return updateRow(placed, printOf(placed)?.id ?? '', 'decoration', {
    setup_code: 'New Set Up',
    logo_name: 'crest.eps',
    price: 8.9,
    setup_price: 100,
    setup_qty: 2,
    supplier: 'JS',
    emb_note: 'Use the navy ink',
    discounts: [{ setup_discount_enable: true, setup_discount: 'Repeat', setup_discount_value: 50 }],
  });
};

/** How POST /quotes/add judges a customer's new quote: against an empty document. */
const refusalAsNewCustomerQuote = (content: QuoteContent) => {
  const sent = quoteContentSchema.parse(JSON.parse(JSON.stringify(content)));
  const skus = new Map(catalogueSkuKeys(sent).map((key) => [skuId(key), { price: 12, cost: 6 }]));
  const out = normaliseCustomerWrite(emptyContent(), sent, skus);
  return 'refused' in out ? out.message : null;
};

describe('customerStartingCopy', () => {
  it('makes a copy a customer may save as a new quote', () => {
    expect(refusalAsNewCustomerQuote(pricedByStaff())).toMatch(
      /^Only staff can add (delivery|discount|attention) lines\.$/,
    );
    expect(refusalAsNewCustomerQuote(customerStartingCopy(pricedByStaff()))).toBeNull();
  });

  it("also from the customer's redacted view of the quote, which is what repeat starts from", () => {
    const view = quoteContentSchema.parse(redactContentForCustomer(pricedByStaff()));
    expect(refusalAsNewCustomerQuote(view)).not.toBeNull();
    expect(refusalAsNewCustomerQuote(customerStartingCopy(view))).toBeNull();
  });

  it('leaves out the lines only staff add and keeps the rest', () => {
    const copy = customerStartingCopy(pricedByStaff());
    const print = printOf(copy)?.id;
    expect(items(copy).map((r) => r.id)).toEqual(['p1', 'd3', 'p2', print]);
    expect(copy.categories[0]?.category_info).toEqual({ name: 'Site crew' });
    const { need_attention: _a, ...customerProduct } = row(pricedByStaff(), 'p1') as ProductRow;
    expect(row(copy, 'p1')).toEqual(customerProduct);
    expect(customerProduct).toMatchObject({ price: 12, cost: 6, position: { 'Breast Left': true } });
    expect(row(copy, 'p2')).toEqual(row(pricedByStaff(), 'p2'));
  });

  it('clears the staff values of kept decorations and keeps what the customer chose', () => {
    const copy = customerStartingCopy(pricedByStaff());
    const staffSet = printOf(pricedByStaff()) as DecorationRow;
    const { setup_qty: _q, setup_code: _c, supplier: _s, emb_note: _n, discounts: _d, ...chosen } = staffSet;
    expect(printOf(copy)).toEqual(chosen);
    // Price and setup price stay: the price tables fill them in on every save.
    expect(chosen).toMatchObject({ logo_name: 'crest.eps', price: 8.9, setup_price: 100 });
    // A hand price loses its price_manual mark, so the tables price the line again on save.
    expect(row(copy, 'd3')).toEqual({
      id: 'd3',
      type: 'decoration',
      group_id: 'g1',
      code: 'Embroidery',
      price: 4,
      // On no garments, it counts none (decisions/110).
      qty: 0,
    });
  });

  it('keeps groups and their names without tasks, catalogue fees or discount', () => {
    const [tees, vests] = customerStartingCopy(pricedByStaff()).categories[0]?.groups ?? [];
    expect(tees).toEqual({
      id: 'g1',
      name: 'Tees',
      group_options: { customs: [], customfees: [], cost_visible: true },
    });
    expect(vests).toEqual(pricedByStaff().categories[0]?.groups[1]);
  });

  it('returns a document without staff lines unchanged, so copying a copy changes nothing', () => {
    const copy = customerStartingCopy(pricedByStaff());
    const before = JSON.parse(JSON.stringify(copy));
    expect(customerStartingCopy(copy)).toBe(copy);
    expect(copy).toEqual(before);
  });
});
