import { catalogueSkuKeys } from '@portal/domain/quote';
import { type MovedPrice, movedPrices, withTodaysCatalogue } from '@portal/domain/renewal';
import type { Db, Tx } from '../../../db/client.ts';
import { skuFigures } from '../../catalogue/index.ts';
import { currentPriceTables, priceTablesAt } from '../price-tables.ts';
import { storedContentOf } from '../quote-access.ts';
import { priceForStorage } from '../reprice.ts';

/**
 * A quote priced again at today's catalogue prices and price tables, nothing written: the new
 * pricing, each unit price that moved and why, and the lines whose catalogue combination is gone
 * (they keep their price). Re-price saves it; the nightly price list only compares totals.
 */
export async function pricedToday(
  db: Db | Tx,
  quote: { id: number; priceTablesVersion: number | null },
): Promise<{ pricing: ReturnType<typeof priceForStorage>; moved: MovedPrice[]; missing: string[] }> {
  const stored = await storedContentOf(db, quote.id);
  // One after the other: in a transaction its connection runs one query at a time (pg 9 refuses more).
  const was = await priceTablesAt(db, quote.priceTablesVersion);
  const today = await currentPriceTables(db);
  const lookup = await skuFigures(db, catalogueSkuKeys(stored));
  const refreshed = withTodaysCatalogue(stored, lookup);
  const pricing = priceForStorage(refreshed.content, today);
  const moved = movedPrices(
    { content: stored, tables: was.tables },
    { content: pricing.content, tables: today.tables },
  );
  return { pricing, moved, missing: refreshed.missing };
}
