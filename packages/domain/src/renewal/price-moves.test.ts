import { describe, expect, it } from 'vitest';
import { movesPast, priceMovePercent } from './price-moves.ts';

describe('how far a quote total would move', () => {
  it('lists a move past the percentage, up or down, and not one at or under it', () => {
    expect(movesPast(10_000, 10_201, 2)).toBe(true);
    expect(movesPast(10_000, 9_799, 2)).toBe(true);
    expect(movesPast(10_000, 10_200, 2)).toBe(false);
    expect(movesPast(10_000, 10_000, 2)).toBe(false);
    expect(movesPast(0, 500, 2)).toBe(true);
  });

  it('says the move as a signed percentage to one decimal', () => {
    expect(priceMovePercent(62_700, 67_200)).toBe(7.2);
    expect(priceMovePercent(10_000, 9_750)).toBe(-2.5);
    expect(priceMovePercent(0, 0)).toBe(0);
  });
});
