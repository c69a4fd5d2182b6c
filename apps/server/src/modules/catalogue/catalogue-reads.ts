import type { CatalogueProduct } from '@portal/domain/catalogue';
import { centsToDollars } from '@portal/domain/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueColours, catalogueProducts, catalogueSizes } from '../../db/schema/index.ts';
import type { CatalogueKey } from './keys.ts';

/** Reads shared by the catalogue calls. */

export const productColumns = {
  id: catalogueProducts.id,
  code: catalogueProducts.code,
  shortcode: catalogueProducts.shortcode,
  description: catalogueProducts.description,
  category: catalogueProducts.category,
  priceCents: catalogueProducts.priceCents,
  costCents: catalogueProducts.costCents,
  imageUrl: catalogueProducts.imageUrl,
};
export type ProductRecord = {
  id: number;
  code: string;
  shortcode: string;
  description: string;
  category: string;
  priceCents: number;
  costCents: number;
  imageUrl: string;
};

/** A product as a call answers it; the cost only for admins. */
export const toCatalogueProduct = (row: ProductRecord, withCost: boolean): CatalogueProduct => ({
  id: row.id,
  code: row.code,
  shortcode: row.shortcode,
  description: row.description,
  category: row.category,
  price: centsToDollars(row.priceCents),
  ...(withCost ? { cost: centsToDollars(row.costCents) } : {}),
  imageurl: row.imageUrl,
});

/** The catalogue's size order: by position, then by name (accounts spec 9). */
export async function sizeOrder(db: Db, key: CatalogueKey): Promise<{ name: string; position: number }[]> {
  return db
    .select({ name: catalogueSizes.name, position: catalogueSizes.position })
    .from(catalogueSizes)
    .where(eq(catalogueSizes.catalogueKey, key))
    .orderBy(asc(catalogueSizes.position), asc(sql`${catalogueSizes.name} COLLATE "C"`));
}

export async function colourNames(db: Db, key: CatalogueKey): Promise<{ name: string; hex: string }[]> {
  return db
    .select({ name: catalogueColours.name, hex: catalogueColours.hex })
    .from(catalogueColours)
    .where(eq(catalogueColours.catalogueKey, key))
    .orderBy(asc(sql`${catalogueColours.name} COLLATE "C"`));
}

export async function findProduct(
  db: Db,
  key: CatalogueKey,
  shortcode: string,
): Promise<ProductRecord | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(catalogueProducts)
    .where(and(eq(catalogueProducts.catalogueKey, key), eq(catalogueProducts.shortcode, shortcode)))
    .limit(1);
  return row;
}
