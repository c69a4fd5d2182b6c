import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../modules/reports/raw-rows.ts';
import { testDatabases } from '../test/databases.ts';
import { insertBareQuotes } from '../test/quote-fixtures.ts';
import type { Database } from './client.ts';
import { vacuumEmbedded } from './embedded-upkeep.ts';

/** How many of the quotes table's pages the visibility map marks all-visible. */
const allVisiblePages = async (database: Database) => {
  const [row] = rowsOf<{ pages: number }>(
    await database.db.execute(sql`select relallvisible as pages from pg_class where relname = 'quotes'`),
  );
  return Number(row?.pages ?? 0);
};

// PostgreSQL is left to its autovacuum, which may run at any moment: only the embedded one is asserted.
describe.each(testDatabases().filter((kind) => kind.name === 'pglite'))('vacuuming on $name', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it('marks the pages it finds all visible, as autovacuum does on a server', async () => {
    database = await kind.open();
    await insertBareQuotes(database.db, 2000);
    expect(await allVisiblePages(database)).toBe(0);
    await vacuumEmbedded(database, 'quotes');
    expect(await allVisiblePages(database)).toBeGreaterThan(0);
    // And every table at once, as the hourly pass does.
    await vacuumEmbedded(database);
  });
});
