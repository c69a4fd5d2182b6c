import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = readConfig();
config.webDistDir ??= path.resolve(here, '../../web/dist');

const database = await openDatabase(config);
await migrateDatabase(database);
const seeded =
  database.kind === 'pglite' && !config.production && (await seedDemoIfEmpty(database.db, config.scryptCost));

const app = await buildApp(config, database);
app.addHook('onClose', async () => database.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
console.log(`\nWorkwear portal running at http://localhost:${config.port} (${where})`);
if (!config.production) {
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}${seeded ? ', just created' : ''}):`);
  console.log('  admin@example.com     (admin)');
  console.log('  customer@example.com  (customer)');
  console.log('  customer2@example.com (customer)\n');
}
