import { togglePosition } from '../quote/ops/toggle-position.ts';
import { type QuoteContent, quoteContentSchema } from '../quote/schema/content.ts';

/** Documents for the pricing tests, built the way the editor builds them. */
export const productsOnly = (qty: unknown, price: unknown, cost: unknown = 0): QuoteContent =>
  quoteContentSchema.parse([{ items: [{ id: 'p1', type: 'product', code: 'T1', qty, price, cost }] }]);

export const withDecoration = (
  qty: number,
  position: string,
  code: string,
  decoration: Record<string, unknown> = {},
): QuoteContent => {
  const content = togglePosition(productsOnly(qty, 12, 6), 'p1', position, true, code);
  return {
    categories: content.categories.map((c) => ({
      ...c,
      items: c.items.map((r) => (r.type === 'decoration' ? { ...r, ...decoration } : r)),
    })),
  };
};

export const admin = { role: 'admin' };
export const customer = { role: 'customer' };
