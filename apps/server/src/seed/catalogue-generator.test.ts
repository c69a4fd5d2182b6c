import { describe, expect, it } from 'vitest';
import { generateCatalogue, skuBudgets } from './catalogue-generator.ts';

describe('catalogue generator', () => {
  it('gives the same catalogue for the same seed and size', () => {
    const a = generateCatalogue('JB', 2_000);
    const b = generateCatalogue('JB', 2_000);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(generateCatalogue('JB', 2_000, 'other'))).not.toBe(JSON.stringify(a));
  });

  it('makes a small catalogue the start of a larger one', () => {
    const small = generateCatalogue('HY', 500);
    const large = generateCatalogue('HY', 5_000);
    expect(large.products.slice(0, small.products.length)).toEqual(small.products);
  });

  it('fills every catalogue with believable, unique products', () => {
    const budgets = skuBudgets(20_000);
    expect(budgets).toHaveLength(23);
    let total = 0;
    for (const { key, skus } of budgets) {
      const c = generateCatalogue(key, skus);
      total += c.skuCount;
      expect(c.skuCount).toBeGreaterThanOrEqual(skus);
      expect(new Set(c.products.map((p) => p.shortcode)).size).toBe(c.products.length);
      for (const p of c.products) {
        expect(p.code).toMatch(/^[A-Z0-9]+$/);
        expect(p.costCents).toBeGreaterThan(0);
        expect(p.priceCents).toBeGreaterThan(p.costCents);
        expect(p.imageUrl).toMatch(/^\/api\/products\/placeholder\/[a-z]+\/[0-9a-f]{6}\.svg$/);
        const combos = new Set(p.skus.map((s) => `${s.colour}|${s.size}`));
        expect(combos.size).toBe(p.skus.length);
      }
    }
    expect(total).toBeGreaterThanOrEqual(20_000);
  });

  it('leaves some colour and size combinations out, and uses every kind of size run', () => {
    const jb = generateCatalogue('JB', 20_000);
    const gaps = jb.products.filter((p) => {
      const colours = new Set(p.skus.map((s) => s.colour)).size;
      const sizes = new Set(p.skus.map((s) => s.size)).size;
      return p.skus.length < colours * sizes;
    });
    expect(gaps.length).toBeGreaterThan(jb.products.length / 4);
    const sizes = new Set(jb.sizes.map((s) => s.name));
    for (const s of ['XS', '5XL', '2', '16', '87R', 'OSFA']) expect(sizes).toContain(s);
  });
});
