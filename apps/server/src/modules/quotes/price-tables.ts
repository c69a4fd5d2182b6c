import { DEFAULT_PRICE_TABLES, type PriceTables, priceTablesSchema } from '@portal/domain/pricing';
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { priceTableVersions } from '../../db/schema/index.ts';

export type VersionedTables = { version: number | null; tables: PriceTables };

/** The current price tables: the newest saved version, or the spec's defaults before any edit. */
export async function currentPriceTables(db: Db | Tx): Promise<VersionedTables> {
  const [row] = await db.select().from(priceTableVersions).orderBy(desc(priceTableVersions.version)).limit(1);
  return row ? { version: row.version, tables: priceTablesSchema.parse(row.tables) } : defaults();
}

/** The tables a quote was priced with, so a completed quote keeps its figures. */
export async function priceTablesAt(db: Db | Tx, version: number | null): Promise<VersionedTables> {
  if (version === null) return defaults();
  const [row] = await db.select().from(priceTableVersions).where(eq(priceTableVersions.version, version));
  return row ? { version: row.version, tables: priceTablesSchema.parse(row.tables) } : defaults();
}

const defaults = (): VersionedTables => ({ version: null, tables: DEFAULT_PRICE_TABLES });
