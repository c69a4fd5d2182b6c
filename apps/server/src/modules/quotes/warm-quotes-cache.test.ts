import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertBareQuotes } from '../../test/quote-fixtures.ts';
import { rowsOf } from '../reports/raw-rows.ts';
import { warmQuotesCache } from './warm-quotes-cache.ts';

/** The quotes table's pages, and how many page visits the database has counted on it so far. */
const quotePages = async (database: Database) => {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  const [row] = rowsOf<{ pages: number; visits: number }>(
    await database.db.execute(
      sql`select pg_relation_size('quotes') / current_setting('block_size')::int as pages,
            coalesce(heap_blks_read, 0) + coalesce(heap_blks_hit, 0) as visits
          from pg_statio_user_tables where relname = 'quotes'`,
    ),
  );
  return { pages: Number(row?.pages ?? 0), visits: Number(row?.visits ?? 0) };
};

describe.each(testDatabases())('reading the quotes into the cache on $name', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it('visits every page of the quotes, archived or not, on the embedded database, and leaves a server alone', async () => {
    database = await kind.open();
    await insertBareQuotes(database.db, 3000);
    await database.db.execute(sql`vacuum analyze quotes`);
    const before = await quotePages(database);
    await warmQuotesCache(database);
    const after = await quotePages(database);
    expect(before.pages).toBeGreaterThan(10);
    if (database.kind === 'pglite') expect(after.visits - before.visits).toBeGreaterThanOrEqual(before.pages);
    else expect(after.visits).toBe(before.visits);
  });
});
