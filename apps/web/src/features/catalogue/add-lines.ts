import type { ProductDetail } from '@portal/domain/catalogue';
import type { ProductRow } from '@portal/domain/quote';

/** A product row for the quote, without the id the editor gives it. */
export type NewProductRow = Omit<ProductRow, 'id'>;

export const cellKey = (colour: string, size: string): string => `${colour}\u0000${size}`;

/** A typed quantity: whole numbers from 0; anything else counts as 0. */
export const readQuantity = (value: string | number): number => {
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/**
 * One product row per colour and size with a quantity above 0, in grid order (quote spec 2
 * and 5); none when every quantity is 0. Each takes its SKU's price (and cost, for admins).
 */
export function productRowsFor(
  catalogue: string,
  detail: ProductDetail,
  quantities: Record<string, number>,
): NewProductRow[] {
  const rows: NewProductRow[] = [];
  const { product } = detail;
  const combos = new Map(detail.productCombinations.map((c) => [cellKey(c.colour, c.size), c]));
  for (const colour of detail.colornames) {
    for (const size of detail.sizenames) {
      const combo = combos.get(cellKey(colour, size));
      const qty = readQuantity(quantities[cellKey(colour, size)] ?? 0);
      if (!combo || qty === 0) continue;
      rows.push({
        type: 'product',
        productid: product.id,
        code: product.code,
        description: product.description,
        description_trim: product.description.slice(0, 60),
        imageurl: product.imageurl,
        shortcode: product.shortcode,
        catalogue,
        colour,
        size,
        qty,
        price: combo.price,
        cost: combo.cost ?? null,
        note: '',
        need_attention: false,
        notFound: false,
        position: {},
      });
    }
  }
  return rows;
}
