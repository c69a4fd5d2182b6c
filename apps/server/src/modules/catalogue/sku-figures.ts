import { centsToDollars } from '@portal/domain/money';
import { type SkuFigures, type SkuKey, type SkuLookup, skuId } from '@portal/domain/quote';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from './catalogue.repo.ts';

type Found = SkuKey & { price_cents: number; cost_cents: number };

/**
 * The price and cost of each named catalogue combination as the catalogue holds them now, in
 * one query whatever the number of lines (the keys travel as one JSON parameter). Keys the
 * catalogue does not hold are simply absent from the lookup.
 */
export async function skuFigures(db: Db | Tx, keys: readonly SkuKey[]): Promise<SkuLookup> {
  if (keys.length === 0) return new Map();
  const found = rowsOf<Found>(
    await db.execute(sql`
      SELECT r.catalogue, r.shortcode, r.colour, r.size, s.price_cents, s.cost_cents
      FROM json_to_recordset(${JSON.stringify(keys)}::json) AS r(
        catalogue text, shortcode text, colour text, size text)
      JOIN catalogue_products p ON p.catalogue_key = r.catalogue AND p.shortcode = r.shortcode
      JOIN catalogue_skus s ON s.product_id = p.id AND s.colour = r.colour AND s.size = r.size`),
  );
  return new Map<string, SkuFigures>(
    found.map((f) => [
      skuId(f),
      { price: centsToDollars(Number(f.price_cents)), cost: centsToDollars(Number(f.cost_cents)) },
    ]),
  );
}
