import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEMO_PASSWORD } from './db/seed/demo-accounts.ts';
import { seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { type ReplyListener, startReplyListener } from './modules/memos/smtp-listener.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = readConfig();
config.webDistDir ??= path.resolve(here, '../../web/dist');

const database = await openDatabase(config);
await migrateDatabase(database);
const seeded =
  database.kind === 'pglite' && !config.production && (await seedDemoIfEmpty(database.db, config.scryptCost));

const app = await buildApp(config, database);
app.addHook('onClose', async () => database.close());

let replyListener: ReplyListener | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all([replyListener?.close(), app.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
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
