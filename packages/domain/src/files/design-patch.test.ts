import { describe, expect, it } from 'vitest';
import { embroideryPools } from '../pricing/pools.ts';
import { quoteContentSchema } from '../quote/index.ts';
import type { GetBrandAnswer } from './calls.ts';
import { designChoicesOf, designPatchOf } from './design-patch.ts';

const design: GetBrandAnswer = {
  sc: 8500,
  size: '90 x 40 mm',
  colours: 'Navy, Gold',
  emb: 'crest.dst',
  notes: 'Centre on pocket',
  setup_code: 'Repeat Set Up',
  setup_qty: 1,
  setup_unit_cost: 0,
  setup_price: 0,
  setup_discount_enable: false,
  setup_discount: '',
  setup_discount_qty: 0,
  setup_discount_value: 0,
};

describe('a saved design on a decoration row', () => {
  it("fills the row's stitch count, size, colours and setup and names the design by id", () => {
    expect(designPatchOf(12, design)).toEqual({
      setup_emb: 12,
      setup_sc: 8500,
      setup_size: '90 x 40 mm',
      setup_color: 'Navy, Gold',
      setup_notes: 'Centre on pocket',
      setup_code: 'Repeat Set Up',
      setup_qty: 1,
      setup_unit_cost: 0,
      setup_price: 0,
    });
  });

  it("brings the design's setup discount only when it has one", () => {
    const patch = designPatchOf(12, {
      ...design,
      setup_discount_enable: true,
      setup_discount: 'Loyal client',
      setup_discount_qty: 1,
      setup_discount_value: 25,
    });
    expect(patch.discounts).toEqual([
      {
        setup_discount_enable: true,
        setup_discount: 'Loyal client',
        setup_discount_other: '',
        setup_discount_qty: 1,
        setup_discount_cost: 0,
        setup_discount_value: 25,
      },
    ]);
  });

  it('pools rows stitching the same saved design (spec 5)', () => {
    const row = (id: string, group: string) => ({
      id,
      type: 'decoration',
      group_id: group,
      code: 'Embroidery',
      position: 'Breast Left',
      qty: 10,
      ...designPatchOf(12, design),
    });
    const content = quoteContentSchema.parse({
      categories: [{ category_info: {}, groups: [], items: [row('d1', 'g1'), row('d2', 'g2')] }],
    });
    const pools = embroideryPools(content.categories);
    expect(pools.get('d1')?.pooledQty).toBe(20);
  });

  it('lists designs by name with their stitch count', () => {
    expect(
      designChoicesOf([
        { id: 3, file_name: 'crest.dst', stitch_count: 12500 },
        { id: 4, file_name: 'word.pdf', stitch_count: null },
      ]),
    ).toEqual([
      { id: 3, label: 'crest.dst (12,500 stitches)' },
      { id: 4, label: 'word.pdf' },
    ]);
  });
});
