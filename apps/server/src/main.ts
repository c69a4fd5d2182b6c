import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startEmbeddedUpkeep, vacuumEmbedded } from './db/embedded-upkeep.ts';
import { migrateDatabase } from './db/migrate.ts';
import { loadEnvFile } from './env-file.ts';
import { type ReplyListener, startReplyListener } from './modules/memos/index.ts';
import { warmQuotesCache } from './modules/quotes/index.ts';
import { closeConnectionsWhenStopping } from './plugins/closing-connections.ts';
import { DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedDemoIfEmpty } from './seed/seed-demo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
loadEnvFile();
const config = readConfig();
config.webDistDir ??= path.resolve(here, '../../web/dist');

const database = await openDatabase(config);
await migrateDatabase(database);
const seeded =
  database.kind === 'pglite' && !config.production && (await seedDemoIfEmpty(database.db, config.scryptCost));

// The embedded database has no autovacuum: its quotes, which the lists read deepest, are vacuumed
// before the first request, and every table every hour.
await vacuumEmbedded(database, 'quotes');
const upkeep = startEmbeddedUpkeep(database, (error) =>
  console.error('Vacuuming the database failed:', error),
);

const app = await buildApp(config, database);
closeConnectionsWhenStopping(app);

let replyListener: ReplyListener | undefined;
let warming: Promise<void> | undefined;
// A process manager's SIGTERM (or Ctrl-C) stops the server in order: no new requests, those in
// flight finish, the outbox hands back what it has not started, the database closes. A stop that
// overruns its budget exits anyway: a delivery cut short is retried once its claim lapses, under
// the same idempotency key, so nothing is lost by not waiting for it.
const STOP_BUDGET_MS = 9_000;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`Stopping took longer than ${STOP_BUDGET_MS / 1000} s; exiting now.`);
      process.exit(1);
    }, STOP_BUDGET_MS).unref();
    // The database closes last: requests and deliveries still finishing use it.
    Promise.all([replyListener?.close(), app.close(), upkeep.stop(), warming])
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Stopping failed:', error);
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.port, host: config.host });
// After the server answers, so a restart is no slower: the quotes read into the embedded
// database's cache, which a PostgreSQL server keeps across restarts and the embedded one does not.
warming = warmQuotesCache(database).catch((error: unknown) =>
  console.error('Reading the quotes into the cache failed:', error),
);
if (config.inbound?.smtpPort !== undefined) {
  // Replies by e-mail over SMTP (decisions/097); closed with the server on a signal.
  replyListener = await startReplyListener(
    app.ctx,
    { port: config.inbound.smtpPort, host: config.inbound.smtpHost },
    (error) => app.log.error({ err: error }, 'reply by e-mail could not be taken'),
  );
  console.log(`Replies by e-mail: SMTP on port ${replyListener.port} for @${config.inbound.domain}`);
}
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
console.log(`\nWorkwear portal running at http://localhost:${config.port} (${where})`);
if (!config.production) {
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}${seeded ? ', just created' : ''}):`);
  console.log('  admin@example.com     (admin)');
  console.log('  customer@example.com  (customer)');
  console.log('  customer2@example.com (customer)\n');
}
