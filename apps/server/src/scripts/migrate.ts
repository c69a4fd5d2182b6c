import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { loadOperatorEnv } from './operator-env.ts';

/**
 * `npm run migrate`: applies the migrations the database lacks and stops, so an upgrade can
 * migrate (and fail, leaving the schema as it was) before any server starts. Servers also
 * migrate at start; several at once take turns under a lock.
 */
loadOperatorEnv();
const config = readConfig();
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  console.log(
    `Migrated the ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}.`,
  );
} finally {
  await database.close();
}
