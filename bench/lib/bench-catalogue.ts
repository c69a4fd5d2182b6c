import { readConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { ensureCatalogueRow } from '../../apps/server/src/modules/catalogue/catalogue.repo.ts';
import { seedStapleTee } from '../../apps/server/src/seed/staple-tee.ts';

/**
 * Puts the garment the benches' customers quote (the AS5001 Staple Tee in its colours and
 * sizes) into a PostgreSQL database's catalogue. A customer's catalogue line must name a SKU
 * the catalogue holds (decisions/050); the embedded database's demo seed holds this one, a
 * PostgreSQL database is not seeded.
 */
export async function seedBenchCatalogue(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ ...readConfig({}), databaseUrl });
  try {
    await migrateDatabase(database);
    await ensureCatalogueRow(database.db, 'AS');
    await seedStapleTee(database.db);
  } finally {
    await database.close();
  }
}
