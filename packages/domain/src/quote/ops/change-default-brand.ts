import type { QuoteContent } from '../schema/content.ts';
import { isDecoration } from './rows.ts';

/**
 * "Changing the default brand rewrites every decoration of another brand to the new brand,
 * with description, note and price reset" (spec 4). Prices are cleared rather than converted,
 * because one brand's price means nothing for another; pricing fills them from the tables.
 */
export const changeDefaultBrand = (content: QuoteContent, brand: string): QuoteContent => ({
  ...content,
  categories: content.categories.map((category) => ({
    ...category,
    items: category.items.map((row) => {
      if (!isDecoration(row) || row.code === brand) return row;
      const { price: _p, unit_cost: _u, cost: _c, price_manual: _m, ...rest } = row;
      return { ...rest, code: brand, description: '', emb_note: '' };
    }),
  })),
});
