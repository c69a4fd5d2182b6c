/**
 * A small quote of the demo catalogue's Staple Tee (db/seed/staple-tee.ts: 12.00, cost 6.00) in one
 * group, for the API tests of what customers and staff may write (customer-write.test.ts,
 * spec-buttons.test.ts).
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

/** The rows as one category with the one group 'Crew'. */
export const oneGroupDoc = (items: Record<string, unknown>[]) => ({
  categories: [
    {
      category_info: {},
      groups: [{ id: 'g1', name: 'Crew', group_options: { customs: [], customfees: [] } }],
      items,
    },
  ],
});
