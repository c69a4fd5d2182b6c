import { SUPPLIERS } from '@portal/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { COVER_COLOURS, coverColourOf, coverTitleOf, EM_PER_LETTER, TITLE_WIDTH } from './cover-design.ts';

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe('catalogue covers', () => {
  it('writes white on every cover colour at 7:1 or more', () => {
    for (const colour of COVER_COLOURS)
      expect(1.05 / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(7);
  });

  it('gives neighbouring suppliers different colours', () => {
    SUPPLIERS.forEach((_, i) => {
      if (i > 0) expect(coverColourOf(i)).not.toBe(coverColourOf(i - 1));
    });
  });

  it("fits every supplier's longest word within the cover", () => {
    for (const { name } of SUPPLIERS) {
      const { lines, fontSize } = coverTitleOf(name);
      const widest = Math.max(...lines.map((line) => line.length)) * fontSize * EM_PER_LETTER;
      expect(widest, name).toBeLessThanOrEqual(TITLE_WIDTH);
      expect(fontSize, name).toBeGreaterThanOrEqual(14);
    }
    expect(coverTitleOf('Grace Collection').lines).toEqual(['Grace', 'Collection']);
  });
});
