// Reports at 250,000 quotes on PostgreSQL: each report's answer time (p95) through the portal as
// `npm start` runs it, on a private database dropped afterwards.
//   REPORTS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reports.ts
import os from 'node:os';
import { addDays, businessToday } from '@portal/domain/dates';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/seed-demo.ts';
import { benchDatabase, benchTempDir } from './lib/cleanup.ts';
import { seedManyQuotes } from './lib/many-quotes.ts';
import { startPortal, waitHealthy } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { freePort } from './lib/server-process.ts';

const QUOTES = Number(process.env.REPORTS_QUOTES ?? 250_000);
const CLIENTS = 2_500;
const CALLS = 30;
const GOAL_MS = 300;
const serverUrl = process.env.REPORTS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const today = businessToday();
const periods = [
  { name: 'last 12 months', from: addDays(today, -365), to: today },
  { name: 'five years', from: addDays(today, -5 * 365 - 2), to: today },
];
const reports = [
  ...['client', 'process', 'catalogue', 'month', 'quarter'].map((by) => ({
    name: `margins by ${by}`,
    path: (p: { from: string; to: string }) => `/api/reports/margins?from=${p.from}&to=${p.to}&by=${by}`,
  })),
  {
    name: 'funnel',
    path: (p: { from: string; to: string }) => `/api/reports/funnel?from=${p.from}&to=${p.to}`,
  },
  {
    name: 'margins by process as CSV',
    path: (p: { from: string; to: string }) =>
      `/api/reports/margins/csv?from=${p.from}&to=${p.to}&by=process`,
  },
];

const privateDb = await benchDatabase(serverUrl);
const port = await freePort();
const dataDir = benchTempDir('portal-bench-reports-');
const env = { DATABASE_URL: privateDb.url };
const rows: Row[] = [];
try {
  // The first start migrates; the demo accounts (the portal seeds them on PGlite only) and the
  // quotes go in next, the quotes set-based.
  const first = startPortal(port, dataDir, env);
  await waitHealthy(first.url);
  await first.stop();
  const database = await openDatabase({ databaseUrl: privateDb.url, dataDir: '' });
  await seedDemoIfEmpty(database.db, 1024);
  const seedStart = performance.now();
  const made = await seedManyQuotes(database.db, { quotes: QUOTES, clients: CLIENTS, years: 5 });
  const seedSeconds = (performance.now() - seedStart) / 1000;
  await database.close();
  rows.push({
    measure: 'data (generated, PostgreSQL)',
    value: `${made.quotes.toLocaleString('en-AU')} quotes, ${made.orders.toLocaleString('en-AU')} orders, ${made.sent.toLocaleString('en-AU')} sent, ${made.declined.toLocaleString('en-AU')} declines; seeded in ${seedSeconds.toFixed(0)} s`,
    goal: '250,000 quotes',
    met: made.quotes >= 250_000 ? true : null,
  });

  const portal = startPortal(port, dataDir, env);
  await waitHealthy(portal.url);
  try {
    const login = await fetch(`${portal.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    for (const period of periods)
      for (const one of reports) {
        const url = `${portal.url}${one.path(period)}`;
        const times: number[] = [];
        // One call first warms the connection and the plan cache; the rest are measured.
        for (let i = 0; i <= CALLS; i += 1) {
          const start = performance.now();
          const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
          await res.text();
          if (!res.ok) throw new Error(`${one.name}: ${res.status}`);
          if (i > 0) times.push(performance.now() - start);
        }
        const p95 = percentile(times, 95);
        rows.push({
          measure: `${one.name}, ${period.name} (${CALLS} calls)`,
          value: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
          goal: `p95 < ${GOAL_MS} ms`,
          met: p95 < GOAL_MS,
        });
      }
  } finally {
    await portal.stop();
  }
  rows.push({
    measure: 'machine',
    value: `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
    goal: '-',
    met: null,
  });
} finally {
  await privateDb.drop();
}
report('reports', rows);
process.exit(rows.every((row) => row.met !== false) ? 0 : 1);
