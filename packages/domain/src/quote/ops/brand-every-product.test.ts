import { describe, expect, it } from 'vitest';
import { brandEveryProduct, togglePosition } from './index.ts';
import { decorations, row, sampleContent } from './test-content.ts';

describe('brandEveryProduct', () => {
  it('ticks the position on every garment and adds one decoration of the brand for it', () => {
    const c = brandEveryProduct(sampleContent(), 'Front Centre', 'Screen Print 1C');
    for (const id of ['r1', 'r2', 'r3'])
      expect(row(c, id)).toMatchObject({ position: { 'Front Centre': true } });
    expect(decorations(c)).toEqual([
      expect.objectContaining({ code: 'Screen Print 1C', position: 'Front Centre', qty: 19 }),
    ]);
  });

  it('keeps a decoration already there and the garments already ticked', () => {
    const ticked = togglePosition(sampleContent(), 'r1', 'Breast Left', true, 'Embroidery');
    const c = brandEveryProduct(ticked, 'Breast Left', 'Screen Print 1C');
    expect(decorations(c)).toEqual([expect.objectContaining({ code: 'Embroidery', qty: 19 })]);
  });

  it('changes nothing on a quote with no garments', () => {
    const empty = { ...sampleContent(), categories: [] };
    expect(brandEveryProduct(empty, 'Breast Left')).toBe(empty);
  });
});
