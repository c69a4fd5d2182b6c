// Plain data with no imports, so the browser tests (e2e/tests/quote-fixtures.ts) share this one copy.

/** Issue 3's first golden case: 30 tees at 12.00 (cost 6.00), Screen Print 1C at Breast Left, new setup. */
export const goldenContent = (qty = 30) => ({
  categories: [
    {
      category_info: {},
      groups: [{ id: 'g1', name: 'Staff tees', group_options: { customs: [], customfees: [] } }],
      items: [
        {
          id: 'p1',
          type: 'product',
          group_id: 'g1',
          code: 'AS5001',
          description: 'Staple Tee',
          catalogue: 'AS',
          qty,
          price: 12,
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
});
