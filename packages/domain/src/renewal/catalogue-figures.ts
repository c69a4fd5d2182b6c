import type { QuoteContent } from '../quote/index.ts';
import { isCatalogueLine, type SkuLookup, skuId, skuKeyOf, unknownSkuMessage } from '../quote/index.ts';

/**
 * The document with every catalogue line at its SKU's price and cost today. A line whose
 * combination the catalogue no longer holds keeps what it had, and is named in `missing`.
 */
export function withTodaysCatalogue(
  content: QuoteContent,
  lookup: SkuLookup,
): { content: QuoteContent; missing: string[] } {
  const missing: string[] = [];
  const categories = content.categories.map((category) => ({
    ...category,
    items: category.items.map((row) => {
      if (row.type !== 'product' || !isCatalogueLine(row)) return row;
      const figures = lookup.get(skuId(skuKeyOf(row)));
      if (!figures) {
        missing.push(unknownSkuMessage(row));
        return row;
      }
      return { ...row, price: figures.price, cost: figures.cost };
    }),
  }));
  return { content: { ...content, categories }, missing };
}
