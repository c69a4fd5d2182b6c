// Opening a mailed link of the 1,202-line benchmark quote: 100 openings of one link
// (POST /quotes/fetchstatus, in this process through the app's own request handling), and 10
// staff saves of the sent quote that change nothing the customer sees. Each opening decides
// whether the link still names the quote's document; the load average is printed beside the
// times, since the machine is shared.
import os from 'node:os';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { contactIdsOf, emailedLinkToken, versionOf } from '../apps/server/src/test/quote-fixtures.ts';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { startTestApp } from '../apps/server/src/test/test-app.ts';
import { bigQuote } from './lib/big-quote.ts';
import { percentile, report } from './lib/report.ts';

const OPENINGS = 100;
const SAVES = 10;

const smtp = await startSmtpSink();
const t = await startTestApp(
  {
    name: 'pglite',
    open: async () => {
      const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
      await migrateDatabase(database);
      return database;
    },
  },
  { smtpUrl: smtp.url, authRateLimitPerMinute: 1_000_000, authRateLimitPerHour: 1_000_000 },
);
try {
  const admin = (await t.signIn('admin@example.com')).token;
  const customer = (await t.signIn('customer@example.com')).user;
  const [contact] = await contactIdsOf(t.database.db, customer.id);
  const made = await t.call<{ id: number }>('POST', `/api/quotes/add?userid=${customer.id}`, {
    token: admin,
    body: {
      content: bigQuote(),
      label: 'Benchmark links',
      contact_user: String(contact),
      valid_to: '2099-12-31',
    },
  });
  const id = made.body.data.id;
  const done = await t.call('POST', `/api/quotes/edit/${id}`, {
    token: admin,
    body: { action: 'complete_quote', version: await versionOf(t.database.db, id) },
  });
  if (done.statusCode !== 200) throw new Error(`complete_quote: ${JSON.stringify(done.body)}`);
  const token = await emailedLinkToken(t, smtp, admin, id, customer.email);

  const open = async () => {
    const answer = await t.call<{ state: string }>('POST', '/api/quotes/fetchstatus', { body: { token } });
    if (answer.body.data.state !== 'open')
      throw new Error(`the link answered ${JSON.stringify(answer.body)}`);
  };
  await open();
  const loadBefore = os.loadavg()[0] ?? 0;
  const openings: number[] = [];
  const all = performance.now();
  for (let n = 0; n < OPENINGS; n += 1) {
    const start = performance.now();
    await open();
    openings.push(performance.now() - start);
  }
  const total = performance.now() - all;

  // Staff saves of the sent quote that change only its Client Order Number, which is not part of
  // what the customer was sent: each asks whether a new revision starts, and the link stays open.
  const saves: number[] = [];
  for (let n = 0; n < SAVES; n += 1) {
    const start = performance.now();
    const saved = await t.call('POST', `/api/quotes/edit/${id}`, {
      token: admin,
      body: { wfm_order_no: `PO-${n}`, version: await versionOf(t.database.db, id) },
    });
    if (saved.statusCode !== 200) throw new Error(`save: ${JSON.stringify(saved.body)}`);
    saves.push(performance.now() - start);
  }
  await open();
  const loadAfter = os.loadavg()[0] ?? 0;

  const ms = (value: number) => `${value.toFixed(1)} ms`;
  report('link-openings', [
    { measure: `${OPENINGS} openings of one link, in all`, value: ms(total), goal: '-', met: null },
    { measure: 'one opening, median', value: ms(percentile(openings, 50)), goal: '-', met: null },
    { measure: 'one opening, p95', value: ms(percentile(openings, 95)), goal: '-', met: null },
    {
      measure: 'staff save of the sent quote, median',
      value: ms(percentile(saves, 50)),
      goal: '-',
      met: null,
    },
    {
      measure: 'load average (1 min) before / after',
      value: `${loadBefore.toFixed(2)} / ${loadAfter.toFixed(2)}`,
      goal: '-',
      met: null,
    },
  ]);
} finally {
  await t.close();
  await smtp.close();
}
