import type { productListAnswer } from '@portal/domain/catalogue';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { catalogueProducts } from '../../db/schema/index.ts';
import { catalogueVersion } from './catalogue.repo.ts';
import { colourNames, productColumns, sizeOrder, toCatalogueProduct } from './catalogue-reads.ts';
import { type CatalogueKey, catalogueNameOf } from './keys.ts';

type ProductList = z.infer<typeof productListAnswer>;

/** GET /products/getproductlist/{key}: every product of one catalogue, its colours and sizes. */
export async function productList(
  ctx: AppContext,
  key: CatalogueKey,
  withCost: boolean,
): Promise<ProductList> {
  const [version, products, colours, sizes] = await Promise.all([
    catalogueVersion(ctx.db, key),
    ctx.db
      .select(productColumns)
      .from(catalogueProducts)
      .where(eq(catalogueProducts.catalogueKey, key))
      .orderBy(asc(sql`${catalogueProducts.shortcode} COLLATE "C"`)),
    colourNames(ctx.db, key),
    sizeOrder(ctx.db, key),
  ]);
  return {
    key,
    name: catalogueNameOf(key),
    version,
    products: products.map((p) => toCatalogueProduct(p, withCost)),
    colornames: colours.map((c) => c.name),
    sizenames: sizes.map((s) => s.name),
  };
}
