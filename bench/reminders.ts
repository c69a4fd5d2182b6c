// The reminder scheduler at scale, on PostgreSQL (decisions/133):
//  1. one pass over 250,000 quotes, run by three servers at the same moment (each its own
//     connections, as three processes would have): how long until every due reminder is sent,
//     and that each went once (its row, its outbox mail and its log note number the quotes due);
//  2. a simulated month on a smaller portal: the clock moves on 15 minutes at a time, a pass of
//     one of the three servers runs at each step, and every reminder sent is checked against the
//     business's hours and days (Victoria, 09:00–17:00).
//
//   REMINDERS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- reminders
//   REMINDERS_QUOTES=250000   quotes of the first part (default 250,000)
import { isBusinessTime } from '@portal/domain/business-days';
import { eq, like, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { memos, outbox, quoteReminders } from '../apps/server/src/db/schema/index.ts';
import { readBusinessSettings } from '../apps/server/src/modules/business/index.ts';
import { businessCalendarOf } from '../apps/server/src/modules/reminders/business-calendar-of.ts';
import { runReminderPass } from '../apps/server/src/modules/reminders/index.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/seed-demo.ts';
import { settableClock } from '../apps/server/src/test/test-clock.ts';
import { benchDatabase } from './lib/cleanup.ts';
import { type ReminderQuotesPlan, seedReminderQuotes } from './lib/reminder-quotes.ts';
import { type Row, report } from './lib/report.ts';

const SERVER_URL = process.env.REMINDERS_DATABASE_URL;
const QUOTES = Number(process.env.REMINDERS_QUOTES ?? 250_000);
// Monday 2 November 2026 10:00 in Melbourne; Thursday 5 November 10:00 is two business days on
// (Tuesday is Melbourne Cup).
const MONDAY = "timestamptz '2026-11-01T23:00:00Z'";
const THURSDAY_10AM = '2026-11-04T23:00:00Z';

/** Three servers (never listening) on one database, sharing a clock the bench moves. */
async function threeServers(url: string, clock: ReturnType<typeof settableClock>) {
  const config = testConfig({ databaseUrl: url });
  const first = await openDatabase(config);
  await migrateDatabase(first);
  await seedDemoIfEmpty(first.db, config.scryptCost);
  const databases = [first, await openDatabase(config), await openDatabase(config)];
  const apps = await Promise.all(databases.map((database) => buildApp(config, database, { clock })));
  return {
    apps,
    db: first.db,
    close: async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    },
  };
}

const counted = async (query: Promise<unknown[]>) => (await query).length;

async function onePass(serverUrl: string): Promise<Row[]> {
  const database = await benchDatabase(serverUrl);
  const clock = settableClock(new Date(THURSDAY_10AM));
  const servers = await threeServers(database.url, clock);
  try {
    // 1 in 100 sent on Monday and never opened: due on Thursday. The other awaiting quotes were
    // sent on Thursday at 08:00 (a third opened), so nothing of theirs is due yet.
    const plan: ReminderQuotesPlan = {
      count: QUOTES,
      sentAt: `case when n % 100 = 65 then ${MONDAY} else timestamptz '2026-11-04T21:00:00Z' end`,
      viewed: 'n % 3 = 0 and n % 100 <> 65',
      validDays: 30,
    };
    const seededAt = Date.now();
    const { awaiting } = await seedReminderQuotes(database.url, plan);
    console.log(`seeded ${QUOTES} quotes (${awaiting} awaiting an answer) in ${Date.now() - seededAt} ms`);
    const due = Math.floor((QUOTES + 34) / 100);

    const started = performance.now();
    await Promise.all(servers.apps.map((app) => runReminderPass(app.ctx)));
    const ms = performance.now() - started;
    // Once more from each: nothing more goes.
    await Promise.all(servers.apps.map((app) => runReminderPass(app.ctx)));

    const sent = await counted(
      servers.db.select().from(quoteReminders).where(eq(quoteReminders.state, 'sent')),
    );
    const mails = await counted(
      servers.db.select().from(outbox).where(like(outbox.idempotencyKey, 'reminder-%')),
    );
    const notes = await counted(servers.db.select().from(memos).where(eq(memos.kind, 'reminder')));
    return [
      {
        measure: `scheduler pass over ${QUOTES} quotes, three servers at once`,
        value: `${ms.toFixed(0)} ms`,
        goal: '< 5000 ms',
        met: ms < 5000,
      },
      { measure: 'reminders due', value: String(due), goal: '', met: null },
      {
        measure: 'reminders sent / mails queued / log notes',
        value: `${sent} / ${mails} / ${notes}`,
        goal: `each ${due}`,
        met: sent === due && mails === due && notes === due,
      },
    ];
  } finally {
    await servers.close();
    await database.drop();
  }
}

async function simulatedMonth(serverUrl: string): Promise<Row[]> {
  const database = await benchDatabase(serverUrl);
  const start = new Date('2026-11-01T13:00:00Z'); // Monday 2 November 00:00 in Melbourne
  const clock = settableClock(start);
  const servers = await threeServers(database.url, clock);
  try {
    // Sends spread over the month at every hour of day and night, a third opened a day later,
    // valid for 10 days so the expiry rules fall inside the month too.
    await seedReminderQuotes(database.url, {
      count: 3000,
      sentAt: `timestamptz '2026-11-01T13:00:00Z' + (n * 97 % (28 * 24 * 60)) * interval '1 minute'`,
      viewed: 'n % 3 = 0',
      validDays: 10,
    });
    // Every rule on, so each kind of reminder has its chance to go at the wrong time.
    const settings = await readBusinessSettings(servers.db);
    const calendar = businessCalendarOf(settings);
    await servers.db.execute(
      sql`update business_settings set settings = jsonb_set(settings, '{reminder_rules,on_expiry,on}', 'true')`,
    );

    const STEP_MS = 15 * 60 * 1000;
    const end = start.getTime() + 30 * 24 * 60 * 60 * 1000;
    let passes = 0;
    for (let at = start.getTime(); at < end; at += STEP_MS) {
      if (passes % 672 === 0) console.log(`simulated month: day ${passes / 96} of 30`);
      clock.set(new Date(at));
      const server = servers.apps[passes % servers.apps.length];
      if (!server) throw new Error('no server to run the pass on');
      await runReminderPass(server.ctx);
      passes += 1;
    }
    const sent = await servers.db.select().from(quoteReminders).where(eq(quoteReminders.state, 'sent'));
    const outside = sent.filter((row) => !row.settledAt || !isBusinessTime(row.settledAt, calendar));
    return [
      { measure: 'simulated month: passes (every 15 min)', value: String(passes), goal: '', met: null },
      {
        measure: 'simulated month: reminders sent',
        value: String(sent.length),
        goal: '> 0',
        met: sent.length > 0,
      },
      {
        measure: 'reminders sent outside business hours',
        value: String(outside.length),
        goal: '0',
        met: outside.length === 0,
      },
    ];
  } finally {
    await servers.close();
    await database.drop();
  }
}

if (!SERVER_URL) {
  console.log('reminders: set REMINDERS_DATABASE_URL to a PostgreSQL server to run this bench.');
} else {
  const pass = await onePass(SERVER_URL);
  console.table(pass);
  const month = await simulatedMonth(SERVER_URL);
  report('reminders', [...pass, ...month]);
}
