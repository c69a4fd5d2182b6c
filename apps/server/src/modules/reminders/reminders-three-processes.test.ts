import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { memos, outbox, quoteReminders, quotes, sentRevisions } from '../../db/schema/index.ts';
import { createPrivatePostgres, type TestDatabaseKind } from '../../test/databases.ts';
import { completedQuoteFor, versionOf } from '../../test/quote-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { settableClock } from '../../test/test-clock.ts';
import { runReminderPass } from './run-reminder-pass.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const QUOTES = 12;
// Monday 2 November 2026 10:00 in Melbourne, and Thursday 5 November 10:00 (Tuesday is Melbourne Cup).
const SENT = '2026-11-01T23:00:00Z';
const DUE = '2026-11-04T23:00:00Z';

/**
 * DESIGN "Growing past one machine": three servers, each with its own connections, scheduler
 * and outbox, share one PostgreSQL and run their passes at the same moment, again and again.
 */
describe.runIf(serverUrl)('three schedulers on one PostgreSQL', () => {
  const clock = settableClock(new Date(SENT));
  let database: Awaited<ReturnType<typeof createPrivatePostgres>>;
  let servers: TestApp[] = [];

  beforeAll(async () => {
    database = await createPrivatePostgres(serverUrl as string);
    const first = await openDatabase({ databaseUrl: database.url, dataDir: '' });
    await migrateDatabase(first);
    await first.close();
    const shared: TestDatabaseKind = {
      name: 'postgres',
      open: () => openDatabase({ databaseUrl: database.url, dataDir: '' }),
    };
    // One after another: each seeds the demo accounts only if the first has not.
    for (let n = 0; n < 3; n += 1)
      servers.push(
        await startTestApp(
          shared,
          { authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 },
          { clock },
        ),
      );
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.close();
    servers = [];
    await database?.drop();
  });

  it('sends each due reminder once', async () => {
    const [a] = servers as [TestApp];
    const admin = (await a.signIn('admin@example.com')).token;
    const customer = await a.signIn('customer@example.com');
    const ids: number[] = [];
    for (let n = 0; n < QUOTES; n += 1) {
      const id = await completedQuoteFor(a, admin, customer.user.id, `Shared polos ${n}`);
      const sent = await a.call('POST', `/api/quotes/sendemail/${id}`, {
        token: admin,
        body: {
          to: [customer.user.email],
          subject: 'Polos',
          text: 'Here.',
          version: await versionOf(a.database.db, id),
        },
      });
      expect(sent.statusCode).toBe(200);
      ids.push(id);
    }
    await a.database.db.update(sentRevisions).set({ sentAt: new Date(SENT) });
    await a.database.db.update(quotes).set({ validTo: '2026-12-31' });

    clock.set(DUE);
    for (let round = 0; round < 3; round += 1)
      await Promise.all(
        servers.flatMap((server) => [runReminderPass(server.app.ctx), runReminderPass(server.app.ctx)]),
      );

    const rows = await a.database.db.select().from(quoteReminders);
    expect(rows).toHaveLength(QUOTES);
    expect(new Set(rows.map((row) => row.quoteId))).toEqual(new Set(ids));
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
    expect(
      await a.database.db.select().from(outbox).where(like(outbox.idempotencyKey, 'reminder-%')),
    ).toHaveLength(QUOTES);
    expect(await a.database.db.select().from(memos).where(eq(memos.kind, 'reminder'))).toHaveLength(QUOTES);
  }, 120_000);
});
