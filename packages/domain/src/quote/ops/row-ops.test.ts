import { describe, expect, it } from 'vitest';
import { GARMENT_POSITIONS } from '../../catalogue/positions.ts';
import { priceQuote } from '../../pricing/price-quote.ts';
import { DEFAULT_PRICE_TABLES } from '../../pricing/tables/defaults.ts';
import {
  addGroup,
  moveRow,
  removeRow,
  selectAllPositions,
  setDecorationPrice,
  toggleNeedAttention,
  togglePosition,
  updateRow,
} from './index.ts';
import { decorations, items, row, sampleContent } from './test-content.ts';

describe('updateRow', () => {
  it('sets plain fields of the row of that type', () => {
    const c = updateRow(sampleContent(), 'r1', 'product', { note: 'Navy only', price: 14 });
    expect(row(c, 'r1')).toMatchObject({ note: 'Navy only', price: 14, qty: 10 });
  });
  it('ignores a patch meant for another row type', () => {
    const before = sampleContent();
    expect(updateRow(before, 'r1', 'delivery', { delivery_price: 5 })).toBe(before);
  });
});

describe('selectAllPositions', () => {
  it('ticks every position with a decoration each, and unticks them all again', () => {
    let c = selectAllPositions(sampleContent(), 'r1', true, 'Screen Print 1C');
    const product = row(c, 'r1');
    expect(product?.type === 'product' && Object.keys(product.position ?? {})).toHaveLength(
      GARMENT_POSITIONS.length,
    );
    expect(decorations(c)).toHaveLength(GARMENT_POSITIONS.length);
    expect(decorations(c).every((d) => d.type === 'decoration' && d.code === 'Screen Print 1C')).toBe(true);
    c = selectAllPositions(c, 'r1', false);
    expect(decorations(c)).toHaveLength(0);
  });
});

describe('removeRow', () => {
  it('removes a decoration and unticks its position on the products of its group', () => {
    let c = togglePosition(sampleContent(), 'r1', 'Breast Left', true);
    c = togglePosition(c, 'r2', 'Breast Left', true);
    const id = decorations(c)[0]?.id ?? '';
    c = removeRow(c, id);
    expect(decorations(c)).toHaveLength(0);
    expect(row(c, 'r1')).toMatchObject({ position: {} });
    expect(row(c, 'r2')).toMatchObject({ position: {} });
  });
  it('removing an attention row clears need attention on its product', () => {
    let c = toggleNeedAttention(sampleContent(), 'r1');
    const attention = items(c).find((r) => r.type === 'attention');
    c = removeRow(c, attention?.id ?? '');
    expect(items(c).some((r) => r.type === 'attention')).toBe(false);
    expect(row(c, 'r1')).toMatchObject({ need_attention: false });
  });
  it('removes a product with its line behaviour', () => {
    const c = removeRow(sampleContent(), 'r3');
    expect(items(c).map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(c.categories[0]?.groups[0]?.group_options.customfees.map((f) => f.catalogue)).toEqual(['PW']);
  });
});

describe('moveRow', () => {
  it('reorders within a group', () => {
    const c = moveRow(sampleContent(), 'r3', { groupId: 'g1', beforeRowId: 'r1' });
    expect(items(c).map((r) => r.id)).toEqual(['r3', 'r1', 'r2']);
  });
  it('moves a product to another group with its positions and attention row', () => {
    let c = addGroup(sampleContent(), 'Office');
    c = togglePosition(c, 'r1', 'Breast Left', true);
    c = togglePosition(c, 'r2', 'Breast Left', true);
    c = toggleNeedAttention(c, 'r1');
    c = moveRow(c, 'r1', { groupId: 'g2' }, 'Embroidery');
    const inGroup = (g: string) => items(c).filter((r) => (r.group_id || 'g1') === g);
    expect(inGroup('g2').map((r) => r.type)).toEqual(['product', 'attention', 'decoration']);
    const qtyAt = (g: string) => inGroup(g).find((r) => r.type === 'decoration')?.qty;
    expect(qtyAt('g2')).toBe(10);
    expect(qtyAt('g1')).toBe(5);
    // Moving the last product with that position empties the old group's decoration too.
    c = moveRow(c, 'r2', { groupId: 'g2' });
    expect(inGroup('g1').some((r) => r.type === 'decoration')).toBe(false);
    expect(qtyAt('g2')).toBe(15);
  });
  it('ignores a move to a group that does not exist', () => {
    const before = sampleContent();
    expect(moveRow(before, 'r1', { groupId: 'nope' })).toBe(before);
  });
});

describe('setDecorationPrice', () => {
  it('keeps the table figures the row had and marks it priced by hand', () => {
    const c = togglePosition(sampleContent(), 'r1', 'Back Upper', true, 'Screen Print 1C');
    const id = decorations(c)[0]?.id ?? '';
    const priced = priceQuote(c, DEFAULT_PRICE_TABLES, { role: 'admin' });
    const next = setDecorationPrice(c, id, 'price', 12.5, priced);
    expect(row(next, id)).toMatchObject({ price: 12.5, unit_cost: 3.2, price_manual: true });
  });
});
