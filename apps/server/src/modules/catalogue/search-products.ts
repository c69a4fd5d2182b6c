import type { CatalogueProduct } from '@portal/domain/catalogue';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { catalogueProducts } from '../../db/schema/index.ts';
import { catalogueVersion } from './catalogue.repo.ts';
import { type ProductRecord, productColumns, toCatalogueProduct } from './catalogue-reads.ts';
import { type CatalogueKey, shortcodeOf } from './keys.ts';

/**
 * Search as you type (docs/decisions/034). Each process keeps a small index per catalogue
 * (codes and lower-cased texts, about 200 bytes a product) and checks the catalogue's version
 * on every search, so a change made by any process is seen at once. Nothing in it matters if
 * lost: it is rebuilt from the database.
 */
type Entry = { record: ProductRecord; code: string; text: string };
type Index = { version: number; entries: Entry[] };

const indexes = new WeakMap<Db, Map<CatalogueKey, Index>>();

async function indexOf(db: Db, key: CatalogueKey): Promise<Entry[]> {
  let byKey = indexes.get(db);
  if (!byKey) {
    byKey = new Map();
    indexes.set(db, byKey);
  }
  const version = await catalogueVersion(db, key);
  const cached = byKey.get(key);
  if (cached && cached.version === version) return cached.entries;
  const rows = await db
    .select(productColumns)
    .from(catalogueProducts)
    .where(eq(catalogueProducts.catalogueKey, key))
    .orderBy(asc(sql`${catalogueProducts.shortcode} COLLATE "C"`));
  const entries = rows.map((record) => ({
    record,
    code: record.code.toUpperCase(),
    text: `${record.description}\n${record.category}`.toLowerCase(),
  }));
  byKey.set(key, { version, entries });
  return entries;
}

/**
 * GET /products/search/{key}?q: products of one catalogue whose code starts with, or whose
 * description or category contains, every word typed; the exact code first, then codes that
 * start with the text, then by code. An empty text gives the catalogue's first products.
 */
export async function searchProducts(
  ctx: AppContext,
  key: CatalogueKey,
  q: string,
  limit: number,
  withCost: boolean,
): Promise<{ products: CatalogueProduct[]; more: boolean }> {
  const entries = await indexOf(ctx.db, key);
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  const upper = words.map((w) => w.toUpperCase());
  const lower = words.map((w) => w.toLowerCase());
  const whole = shortcodeOf(q);
  const exact: Entry[] = [];
  const prefixed: Entry[] = [];
  const rest: Entry[] = [];
  for (const e of entries) {
    let match = true;
    for (let i = 0; i < words.length && match; i += 1) {
      const u = upper[i] as string;
      match = e.record.shortcode.startsWith(u) || e.code.startsWith(u) || e.text.includes(lower[i] as string);
    }
    if (!match) continue;
    if (whole && e.record.shortcode === whole) exact.push(e);
    else if (whole && e.record.shortcode.startsWith(whole)) prefixed.push(e);
    else rest.push(e);
    // Entries are in code order, so once enough plain matches are in, later ones cannot win.
    if (rest.length > limit && exact.length + prefixed.length === 0 && !whole) break;
  }
  const ordered = [...exact, ...prefixed, ...rest];
  return {
    products: ordered.slice(0, limit).map((e) => toCatalogueProduct(e.record, withCost)),
    more: ordered.length > limit,
  };
}
