import type { productDetailAnswer } from '@portal/domain/catalogue';
import { centsToDollars } from '@portal/domain/money';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { catalogueSkus } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { colourNames, findProduct, sizeOrder, toCatalogueProduct } from './catalogue-reads.ts';
import { type CatalogueKey, catalogueNameOf, shortcodeOf } from './keys.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';

type ProductDetail = z.infer<typeof productDetailAnswer>;

/**
 * GET /products/getproductbyshortcode/{key}?shortcode: one product with the combinations that
 * exist, for the Add Product dialog's colour by size grid.
 */
export async function productByShortcode(
  ctx: AppContext,
  key: CatalogueKey,
  rawShortcode: string,
  withCost: boolean,
): Promise<ProductDetail> {
  const product = await findProduct(ctx.db, key, shortcodeOf(rawShortcode));
  if (!product) throw notFound(CATALOGUE_MESSAGES.unknownProduct(rawShortcode, catalogueNameOf(key)));
  const [skus, order, colours] = await Promise.all([
    ctx.db
      .select({
        colour: catalogueSkus.colour,
        size: catalogueSkus.size,
        sku: catalogueSkus.sku,
        qty: catalogueSkus.qty,
        priceCents: catalogueSkus.priceCents,
        costCents: catalogueSkus.costCents,
      })
      .from(catalogueSkus)
      .where(eq(catalogueSkus.productId, product.id))
      .orderBy(asc(catalogueSkus.colour), asc(catalogueSkus.size)),
    sizeOrder(ctx.db, key),
    colourNames(ctx.db, key),
  ]);
  const rank = new Map(order.map((s, i) => [s.name, i]));
  const sizeSet = new Set(skus.map((s) => s.size));
  const sizenames = [...sizeSet].sort(
    (a, b) =>
      (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER) || (a < b ? -1 : 1),
  );
  const colornames = [...new Set(skus.map((s) => s.colour))];
  const hexOf = new Map(colours.map((c) => [c.name, c.hex]));
  return {
    product: toCatalogueProduct(product, withCost),
    sizenames,
    colornames,
    colours: colornames.map((name) => ({ name, hex: hexOf.get(name) ?? '' })),
    productCombinations: skus.map((s) => ({
      shortcode: product.shortcode,
      colour: s.colour,
      size: s.size,
      qty: s.qty,
      sku: s.sku,
      price: centsToDollars(s.priceCents),
      ...(withCost ? { cost: centsToDollars(s.costCents) } : {}),
    })),
    sizeorder: order.map((s) => ({ sizename: s.name, position: s.position })),
  };
}
