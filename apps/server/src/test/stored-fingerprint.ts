import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../modules/catalogue/catalogue.repo.ts';

/**
 * Every table a request could change, but the catalogue's products, SKUs, colours and sizes
 * rows (hundreds of thousands; their uploads and versions are in `catalogues` and
 * `catalogue_uploads`, which are here).
 */
const TABLES = [
  'users',
  'sessions',
  'password_resets',
  'companies',
  'contacts',
  'user_settings',
  'catalogues',
  'catalogue_uploads',
  'outbox',
  'quotes',
  'quote_revisions',
  'quote_history',
  'quote_presence',
  'price_table_versions',
] as const;

/** A digest of the stored data: equal before and after a refused request, or it changed something. */
export async function storedFingerprint(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of TABLES) {
    const result = await db.execute(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM "${table}" t`),
    );
    digests[table] = rowsOf<{ d: string }>(result)[0]?.d ?? '';
  }
  return digests;
}
