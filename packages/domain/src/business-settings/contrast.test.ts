import { describe, expect, it } from 'vitest';
import { contrastWithWhite, whiteTextReadableOn } from './contrast.ts';

describe('the brand colour rule', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    // Mantine's default blue, which the design records as failing (3.55:1).
    expect(contrastWithWhite('#228be6')).toBeCloseTo(3.55, 1);
  });

  it('takes dark colours and refuses light ones and the border case just under 4.5:1', () => {
    expect(whiteTextReadableOn('#1f3f63')).toBe(true);
    expect(whiteTextReadableOn('#767676')).toBe(true); // 4.54:1, the lightest grey that passes
    expect(whiteTextReadableOn('#777777')).toBe(false); // 4.48:1
    expect(whiteTextReadableOn('#228be6')).toBe(false);
    expect(whiteTextReadableOn('#ffff00')).toBe(false);
  });

  it('refuses what is not #rrggbb', () => {
    for (const colour of ['1f3f63', '#1f3f6', 'navy', '#1f3f63ff', ''])
      expect(whiteTextReadableOn(colour)).toBe(false);
  });
});
