import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf, type SkuKey } from './catalogue.repo.ts';
import { type CatalogueKey, shortcodeOf } from './keys.ts';
import type { SupplierRow } from './supplier-rows.ts';

/**
 * What accepting a supplier file would do to a catalogue, SKU by SKU (a code in a colour and a
 * size): SKUs only in the catalogue are deleted, SKUs only in the file are new, SKUs in both
 * whose SKU code, price, cost, description, category or image differ are updated. Stock
 * changes are applied without being listed.
 */

export type CurrentSku = {
  shortcode: string;
  code: string;
  description: string;
  category: string;
  image_url: string;
  kind: string;
  colour: string;
  size: string;
  sku: string;
  price_cents: number;
  cost_cents: number;
  qty: number;
};

export type DiffRow = {
  code: string;
  colour: string;
  size: string;
  sku: string;
  price: number;
  cost: number;
  old?: { sku: string; price: number; cost: number };
  changes?: string[];
};

export type UploadDiff = {
  deleteProducts: DiffRow[];
  newProducts: DiffRow[];
  updateProducts: DiffRow[];
  /** SKUs of the file in the catalogue already, changed or not. */
  keptCount: number;
  /** The stored SKUs to delete: those not in the file, and those the file renames (case only). */
  deleteKeys: SkuKey[];
  /** The stored SKU each file row matches, by the row's index. */
  matched: (CurrentSku | undefined)[];
};

export const skuKey = (shortcode: string, colour: string, size: string): string =>
  `${shortcode}\u0000${colour.toLowerCase()}\u0000${size.toLowerCase()}`;

export async function currentSkus(db: Db | Tx, key: CatalogueKey): Promise<CurrentSku[]> {
  const result = await db.execute(sql`
    SELECT p.shortcode, p.code, p.description, p.category, p.image_url, p.kind,
      s.colour, s.size, s.sku, s.price_cents, s.cost_cents, s.qty
    FROM catalogue_skus s JOIN catalogue_products p ON p.id = s.product_id
    WHERE p.catalogue_key = ${key}`);
  return rowsOf<CurrentSku>(result);
}

const dollars = (cents: number) => cents / 100;

export function diffUpload(current: CurrentSku[], rows: SupplierRow[]): UploadDiff {
  const byKey = new Map<string, CurrentSku>();
  for (const c of current) byKey.set(skuKey(c.shortcode, c.colour, c.size), c);
  const newProducts: DiffRow[] = [];
  const updateProducts: DiffRow[] = [];
  const inFile = new Set<string>();
  const deleteKeys: SkuKey[] = [];
  const matched: (CurrentSku | undefined)[] = [];
  let keptCount = 0;
  for (const r of rows) {
    const key = skuKey(shortcodeOf(r.code), r.colour, r.size);
    inFile.add(key);
    const view: DiffRow = {
      code: r.code,
      colour: r.colour,
      size: r.size,
      sku: r.sku,
      price: dollars(r.priceCents),
      cost: dollars(r.costCents),
    };
    const was = byKey.get(key);
    matched.push(was);
    if (!was) {
      newProducts.push(view);
      continue;
    }
    keptCount += 1;
    const changes: string[] = [];
    if (was.price_cents !== r.priceCents) changes.push('price');
    if (was.cost_cents !== r.costCents) changes.push('cost');
    if (was.sku !== r.sku) changes.push('sku');
    if (r.description && r.description !== was.description) changes.push('description');
    if (r.category && r.category !== was.category) changes.push('category');
    if (r.imageurl && r.imageurl !== was.image_url) changes.push('imageurl');
    if (was.colour !== r.colour || was.size !== r.size) {
      changes.push('name');
      deleteKeys.push({ shortcode: was.shortcode, colour: was.colour, size: was.size });
    }
    if (changes.length > 0) {
      updateProducts.push({
        ...view,
        old: { sku: was.sku, price: dollars(was.price_cents), cost: dollars(was.cost_cents) },
        changes,
      });
    }
  }
  const deleteProducts: DiffRow[] = [];
  for (const [key, c] of byKey) {
    if (inFile.has(key)) continue;
    deleteKeys.push({ shortcode: c.shortcode, colour: c.colour, size: c.size });
    deleteProducts.push({
      code: c.code,
      colour: c.colour,
      size: c.size,
      sku: c.sku,
      price: dollars(c.price_cents),
      cost: dollars(c.cost_cents),
    });
  }
  const order = (a: DiffRow, b: DiffRow) =>
    a.code < b.code ? -1 : a.code > b.code ? 1 : a.colour < b.colour ? -1 : a.colour > b.colour ? 1 : 0;
  deleteProducts.sort(order);
  return { deleteProducts, newProducts, updateProducts, keptCount, deleteKeys, matched };
}
