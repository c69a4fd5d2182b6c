import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catalogues } from '../../db/schema/index.ts';
import { CATALOGUE_LIST, type CatalogueKey } from './keys.ts';

/**
 * Bulk writes of catalogue data. Rows travel as one JSON parameter read with
 * json_to_recordset, so thousands of rows cost one statement on either engine.
 */

type Conn = Db | Tx;

export type ProductWrite = {
  shortcode: string;
  code: string;
  description: string;
  category: string;
  kind: string;
  price_cents: number;
  cost_cents: number;
  image_url: string;
};
export type SkuWrite = {
  shortcode: string;
  colour: string;
  size: string;
  sku: string;
  price_cents: number;
  cost_cents: number;
  qty: number;
};
export type SkuKey = { shortcode: string; colour: string; size: string };

const CHUNK = 20_000;
const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The catalogue's row exists from its first write on; reads of an unwritten catalogue are empty. */
export async function ensureCatalogueRow(db: Conn, key: CatalogueKey): Promise<void> {
  const entry = CATALOGUE_LIST.find((c) => c.key === key);
  await db
    .insert(catalogues)
    .values({ key, name: entry?.name ?? key, sortOrder: entry?.sortOrder ?? 0 })
    .onConflictDoNothing();
}

export async function bumpCatalogueVersion(db: Conn, key: CatalogueKey): Promise<void> {
  await db
    .update(catalogues)
    .set({ version: sql`${catalogues.version} + 1`, updatedAt: new Date() })
    .where(eq(catalogues.key, key));
}

export async function catalogueVersion(db: Conn, key: CatalogueKey): Promise<number> {
  const [row] = await db
    .select({ version: catalogues.version })
    .from(catalogues)
    .where(eq(catalogues.key, key));
  return row?.version ?? 0;
}

/** Inserts products, or updates the ones whose shortcode the catalogue already has. */
export async function upsertProducts(db: Conn, key: CatalogueKey, rows: ProductWrite[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db.execute(sql`
      INSERT INTO catalogue_products
        (catalogue_key, shortcode, code, description, category, kind, price_cents, cost_cents, image_url)
      SELECT ${key}, r.shortcode, r.code, r.description, r.category, r.kind, r.price_cents, r.cost_cents, r.image_url
      FROM json_to_recordset(${JSON.stringify(part)}::json) AS r(
        shortcode text, code text, description text, category text, kind text,
        price_cents integer, cost_cents integer, image_url text)
      ON CONFLICT (catalogue_key, shortcode) DO UPDATE SET
        code = excluded.code, description = excluded.description, category = excluded.category,
        kind = excluded.kind, price_cents = excluded.price_cents, cost_cents = excluded.cost_cents,
        image_url = excluded.image_url, updated_at = now()`);
  }
}

/** Inserts or updates SKUs of products already in the catalogue (matched by shortcode). */
export async function upsertSkus(db: Conn, key: CatalogueKey, rows: SkuWrite[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db.execute(sql`
      INSERT INTO catalogue_skus (product_id, colour, size, sku, price_cents, cost_cents, qty)
      SELECT p.id, r.colour, r.size, r.sku, r.price_cents, r.cost_cents, r.qty
      FROM json_to_recordset(${JSON.stringify(part)}::json) AS r(
        shortcode text, colour text, size text, sku text, price_cents integer, cost_cents integer, qty integer)
      JOIN catalogue_products p ON p.catalogue_key = ${key} AND p.shortcode = r.shortcode
      ON CONFLICT (product_id, colour, size) DO UPDATE SET
        sku = excluded.sku, price_cents = excluded.price_cents, cost_cents = excluded.cost_cents,
        qty = excluded.qty`);
  }
}

export async function deleteSkus(db: Conn, key: CatalogueKey, rows: SkuKey[]): Promise<void> {
  for (const part of chunks(rows)) {
    await db.execute(sql`
      DELETE FROM catalogue_skus s
      USING catalogue_products p, json_to_recordset(${JSON.stringify(part)}::json) AS r(
        shortcode text, colour text, size text)
      WHERE p.id = s.product_id AND p.catalogue_key = ${key} AND p.shortcode = r.shortcode
        AND s.colour = r.colour AND s.size = r.size`);
  }
}

/** Adds colour names the catalogue lacks; keeps the ones it has. */
export async function addColours(
  db: Conn,
  key: CatalogueKey,
  rows: { name: string; hex: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO catalogue_colours (catalogue_key, name, hex)
    SELECT ${key}, r.name, r.hex FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(name text, hex text)
    ON CONFLICT (catalogue_key, name) DO NOTHING`);
}

/** Adds size names the catalogue lacks; positions an admin set are kept. */
export async function addSizes(
  db: Conn,
  key: CatalogueKey,
  rows: { name: string; position: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO catalogue_sizes (catalogue_key, name, position)
    SELECT ${key}, r.name, r.position
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(name text, position integer)
    ON CONFLICT (catalogue_key, name) DO NOTHING`);
}

/**
 * After SKUs changed: products without SKUs go, each product's price and cost become the
 * lowest of its SKUs, and colour names no SKU uses go. Size names stay with their positions.
 */
export async function tidyCatalogue(db: Conn, key: CatalogueKey): Promise<void> {
  await db.execute(sql`
    DELETE FROM catalogue_products p WHERE p.catalogue_key = ${key}
      AND NOT EXISTS (SELECT 1 FROM catalogue_skus s WHERE s.product_id = p.id)`);
  await db.execute(sql`
    UPDATE catalogue_products p SET price_cents = m.price, cost_cents = m.cost
    FROM (SELECT s.product_id, min(s.price_cents) AS price, min(s.cost_cents) AS cost
          FROM catalogue_skus s JOIN catalogue_products q ON q.id = s.product_id
          WHERE q.catalogue_key = ${key} GROUP BY s.product_id) m
    WHERE p.id = m.product_id AND (p.price_cents <> m.price OR p.cost_cents <> m.cost)`);
  await db.execute(sql`
    DELETE FROM catalogue_colours c WHERE c.catalogue_key = ${key} AND NOT EXISTS (
      SELECT 1 FROM catalogue_skus s JOIN catalogue_products p ON p.id = s.product_id
      WHERE p.catalogue_key = ${key} AND s.colour = c.name)`);
}

/** Empties a catalogue: its products (and so its SKUs), colours and sizes. */
export async function clearCatalogue(db: Conn, key: CatalogueKey): Promise<void> {
  await db.execute(sql`DELETE FROM catalogue_products WHERE catalogue_key = ${key}`);
  await db.execute(sql`DELETE FROM catalogue_colours WHERE catalogue_key = ${key}`);
  await db.execute(sql`DELETE FROM catalogue_sizes WHERE catalogue_key = ${key}`);
}
