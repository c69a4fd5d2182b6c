// Plain data with no imports, so the browser tests (e2e/tests/quote-fixtures.ts) share this one copy.

/**
 * A product row of the demo catalogue's Staple Tee (seed/staple-tee.ts: 12.00, cost 6.00) in
 * group g1, for the API tests of what customers and staff may write.
 */
export const teeRow = (id: string, qty: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: 'product',
  group_id: 'g1',
  code: 'AS5001',
  shortcode: 'AS5001',
  description: 'Staple Tee',
  catalogue: 'AS',
  colour: 'White',
  size: 'M',
  qty,
  position: { 'Breast Left': true },
  ...extra,
});

/** The rows as one category with the one group g1. */
export const oneGroupDoc = <Item>(items: Item[], groupName = 'Crew') => ({
  categories: [
    {
      category_info: {},
      groups: [{ id: 'g1', name: groupName, group_options: { customs: [], customfees: [] } }],
      items,
    },
  ],
});

/**
 * first golden case: 30 tees at 12.00 (cost 6.00), Screen Print 1C at Breast Left, new
 * setup. The tee is a real SKU of the demo catalogue (seed/staple-tee.ts), so a customer's
 * line takes the same price and cost from the catalogue.
 */
export const goldenContent = (qty = 30) =>
  oneGroupDoc(
    [
      teeRow('p1', qty, { size: 'L', price: 12, cost: 6 }),
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
    'Staff tees',
  );

/**
 * The golden quote's total ex GST when staff store it (New Set Up: setup 100.00) and when a
 * customer sends it: the setup code is staff's (quote spec 6), so a customer's copy starts at New
 * Set Up, the code a decoration is charged as until staff choose another (decisions/111).
 */
export const GOLDEN_PRICE = { staff: 727, customer: 727 } as const;
