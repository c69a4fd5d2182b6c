// The portal as `npm start` runs it, on a private PostgreSQL database holding a business's five
// years of quotes (`seedManyQuotes`), dropped afterwards: the frame of the reports' and the staff
// home page's benches, which differ only in the calls they time.
import os from 'node:os';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/seed/seed-demo.ts';
import { benchDatabase, benchTempDir } from './cleanup.ts';
import { seedManyQuotes } from './many-quotes.ts';
import { startPortal, waitHealthy } from './portal.ts';
import { percentile, type Row } from './report.ts';
import { freePort } from './server-process.ts';

const CLIENTS = 2_500;

/** A signed-in staff member's view of the seeded portal. */
export type SeededPortal = {
  /** Calls `path` `calls` times after one warming call; answers each measured time in ms. */
  time: (path: string, calls: number) => Promise<number[]>;
};

/**
 * Seeds `quotes` quotes on a private database of the server at `serverUrl`, starts the portal on
 * it, signs in the demo admin and runs `measure`. Answers the data row, the rows `measure` made
 * and the machine's load average at the end.
 */
export async function withSeededPortal(
  name: string,
  serverUrl: string,
  quotes: number,
  measure: (portal: SeededPortal) => Promise<Row[]>,
): Promise<Row[]> {
  const privateDb = await benchDatabase(serverUrl);
  const port = await freePort();
  const dataDir = benchTempDir(`portal-bench-${name}-`);
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
    const made = await seedManyQuotes(database.db, { quotes, clients: CLIENTS, years: 5 });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await database.close();
    const count = (n: number) => n.toLocaleString('en-AU');
    rows.push({
      measure: 'data (generated, PostgreSQL)',
      value: `${count(made.quotes)} quotes, ${count(made.orders)} orders, ${count(made.sent)} sent, ${count(made.declined)} declines; seeded in ${seedSeconds.toFixed(0)} s`,
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
      const time = async (path: string, calls: number) => {
        const times: number[] = [];
        // One call first warms the connection and the plan cache; the rest are measured.
        for (let i = 0; i <= calls; i += 1) {
          const start = performance.now();
          const res = await fetch(`${portal.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
          await res.text();
          if (!res.ok) throw new Error(`${path}: ${res.status}`);
          if (i > 0) times.push(performance.now() - start);
        }
        return times;
      };
      rows.push(...(await measure({ time })));
    } finally {
      await portal.stop();
    }
    rows.push(machineRow());
  } finally {
    await privateDb.drop();
  }
  return rows;
}

/** The row of a timed call: its p50 and p95 against a p95 goal. */
export function timingRow(measure: string, times: number[], goalMs: number): Row {
  const p95 = percentile(times, 95);
  return {
    measure: `${measure} (${times.length} calls)`,
    value: `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
    goal: `p95 < ${goalMs} ms`,
    met: p95 < goalMs,
  };
}

/** The machine is shared: its load average stands beside every figure. */
const machineRow = (): Row => ({
  measure: 'machine',
  value: `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`,
  goal: '-',
  met: null,
});
