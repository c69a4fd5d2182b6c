// Quote list figures against the portal started as `npm start` starts it: the admin list's answer
// time for a search, a sort (company included) and a slice further down, and the time until
// /admin/requests shows its rows in Chromium. QUOTES sets the number of quotes (default 20,000;
// a tenth as many companies) and ENGINE the database: `pglite` (the embedded one, the default)
// or `postgres`, a private database of the server at QUOTE_LIST_DATABASE_URL, dropped afterwards.
//   QUOTES=250000 ENGINE=postgres node --import tsx bench/quote-list.ts
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { SEARCH_MATCHES_SHOWN } from '@portal/domain/quote';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoIfEmpty } from '../apps/server/src/seed/seed-demo.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { benchDatabase, benchTempDir } from './lib/cleanup.ts';
import { startPortal, waitHealthy } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { freePort } from './lib/server-process.ts';

const QUOTES = Number(process.env.QUOTES ?? 20_000);
const COMPANIES = Math.max(1, Math.round(QUOTES / 10));
const ENGINE = process.env.ENGINE ?? 'pglite';
if (!Number.isInteger(QUOTES) || QUOTES < 1)
  throw new Error(`QUOTES must be a whole number, not ${process.env.QUOTES}`);
if (ENGINE !== 'pglite' && ENGINE !== 'postgres')
  throw new Error(`ENGINE must be pglite or postgres, not ${ENGINE}`);
const CALLS = 50;
// The spec's whole-list call grows with the list: a few calls show its cost.
const WHOLE_LIST_CALLS = QUOTES > 50_000 ? 2 : 5;
const PAGE_LOADS = 5;
const port = await freePort();
const dataDir = benchTempDir('portal-bench-quote-list-');
const privateDb =
  ENGINE === 'postgres'
    ? await benchDatabase(
        process.env.QUOTE_LIST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      )
    : null;
const portalEnv: Record<string, string> = privateDb ? { DATABASE_URL: privateDb.url } : {};

/** Fills the database straight through the server's db layer, in three set-based inserts. */
async function fill(): Promise<void> {
  const database = await openDatabase({ databaseUrl: privateDb?.url, dataDir });
  try {
    const { db } = database;
    // The portal seeds its demo accounts on the embedded database only.
    if (privateDb) await seedDemoIfEmpty(db, 1024);
    await db.execute(sql`
      insert into users (email, password_hash, firstname, lastname, role)
      select 'bench-' || n || '@example.com', 'x', 'Bench', 'Client ' || n, 'customer'
      from generate_series(1, ${COMPANIES}) as n`);
    // Company names from a few word lists, so searches match a handful of companies, not all.
    await db.execute(sql`
      insert into companies (user_id, company, phone, email)
      select u.id,
        (array['Acme','Bluegum','Coastal','Dingo','Emu','Fernleaf','Granite','Harbour','Ironwood','Jarrah'])[1 + (n % 10)]
        || ' ' || (array['Plumbing','Cafe','Electrical','Landscaping','Builders','Logistics','Dental','Fitness'])[1 + (n / 10 % 8)]
        || ' ' || n,
        '03 9000 0000', u.email
      from (select id, email, (row_number() over (order by id))::int as n from users where email like 'bench-%') u`);
    await db.execute(sql`
      insert into quotes (user_id, label, revision, status, order_status, price_cents, gst_cents,
        valid_to, archive, ready, sent, created_at, updated_at)
      select u.id,
        (array['Staff tees','Hi-vis vests','Polo shirts','Winter jackets','Caps','Aprons','Hoodies'])[1 + (q % 7)] || ' ' || q,
        1 + (q % 3),
        (array['','Requested','Pending Quote','Completed Quote','Declined Quote'])[1 + (q % 5)],
        case when q % 9 = 0 then 'Requested Order' when q % 13 = 0 then 'Completed Order' else '' end,
        (q * 7919) % 500000, ((q * 7919) % 500000) / 10,
        date '2026-01-01' + (q % 365),
        case when q % 10 = 0 then 1 else 0 end, q % 2, q % 3 / 2,
        now() - (q || ' minutes')::interval, now() - ((q * 37 % 20000) || ' minutes')::interval
      from generate_series(1, ${QUOTES}) as q
      join (select id, (row_number() over (order by id))::int as n from users where email like 'bench-%') u
        on u.n = 1 + (q % ${COMPANIES})`);
    // PostgreSQL's autovacuum visits a table this size after the inserts; it is run here rather
    // than left to start during the measures. The embedded database has no autovacuum: the portal
    // vacuums its quotes as it starts, below (decisions/166).
    await db.execute(privateDb ? sql`vacuum analyze` : sql`analyze`);
  } finally {
    await database.close();
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const summary = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (max ${Math.max(...times).toFixed(1)})`;

try {
  // 1. The first start migrates (and seeds the demo accounts on PGlite); then the quotes go in.
  const first = startPortal(port, dataDir, portalEnv);
  await waitHealthy(first.url);
  await first.stop();
  const fillStart = performance.now();
  await fill();
  const fillSeconds = (performance.now() - fillStart) / 1000;

  const portal = startPortal(port, dataDir, portalEnv);
  await waitHealthy(portal.url);
  try {
    const login = await fetch(`${portal.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
    });
    const session = ((await login.json()) as { data: { token: string; user: unknown } }).data;
    let lastCount = 0;
    const call = async (pathAndQuery: string) => {
      const res = await fetch(`${portal.url}/api/quotes/${pathAndQuery}`, {
        headers: { authorization: `Bearer ${session.token}` },
      });
      if (!res.ok) throw new Error(`${pathAndQuery}: ${res.status}`);
      return (await res.json()) as { data: unknown };
    };
    // What the page asks for: the first slice of the list, with the number of rows in all.
    const list = async (query: string) => {
      const { data } = (await call(`index/window?${query}&offset=0&limit=100`)) as {
        data: { total: number; more?: boolean };
      };
      lastCount = data.total + (data.more ? 1 : 0);
    };
    const whole = async (query: string) => {
      lastCount = ((await call(`index?${query}`)).data as unknown[]).length;
    };
    await list('archive=0');
    const total = lastCount;

    // 2. Searches as the box sends them (debounced words of labels, statuses and company names).
    const terms = [
      'acme',
      'BLUEGUM',
      'dental 15',
      'hi-vis',
      'pending',
      'jackets 19',
      'Coastal Cafe',
      'zzz',
      'ironwood',
      'completed',
    ];
    const searchTimes: number[] = [];
    const searchCounts: number[] = [];
    for (let i = 0; i < CALLS; i += 1) {
      searchTimes.push(
        await timed(() => list(`archive=0&q=${encodeURIComponent(terms[i % terms.length] ?? '')}`)),
      );
      searchCounts.push(lastCount);
    }

    // 3. Sorts by each sortable column, both directions, over the whole Quotes tab.
    const sorts = ['id', 'name', 'company', 'status', 'updated_at', 'valid_to', 'price'];
    const sortQuery = (i: number) =>
      `archive=0&sort=${sorts[i % sorts.length]}&dir=${i % 2 === 0 ? 'asc' : 'desc'}`;
    const sortTimes: number[] = [];
    for (let i = 0; i < CALLS; i += 1) sortTimes.push(await timed(() => list(sortQuery(i))));
    // Scrolling: a slice from the middle of a sorted list.
    const scrollTimes: number[] = [];
    for (let i = 0; i < CALLS; i += 1)
      scrollTimes.push(
        await timed(() => call(`index/window?${sortQuery(i)}&offset=${(i * 3571) % total}&limit=100`)),
      );
    // The deepest slice, the last 100 rows of each sort: an OFFSET costs what it skips.
    const deepestTimes: number[] = [];
    for (let i = 0; i < CALLS; i += 1)
      deepestTimes.push(
        await timed(() => call(`index/window?${sortQuery(i)}&offset=${Math.max(0, total - 100)}&limit=100`)),
      );
    // For comparison, the spec's whole-list call (every row at once), a few times.
    const wholeTimes: number[] = [];
    for (let i = 0; i < WHOLE_LIST_CALLS; i += 1) wholeTimes.push(await timed(() => whole(sortQuery(i))));

    // 4. Chromium: from navigation to the first drawn row of /admin/requests, signed in.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const pageTimes: number[] = [];
    let drawnRows = 0;
    try {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await context.addInitScript(
        ({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
          // Notes when the first quote row is drawn, without the test runner's polling delay.
          new MutationObserver((_, observer) => {
            if (document.querySelector('a[href^="/admin/requests/edit/"]')) {
              (window as unknown as { rowsAt: number }).rowsAt = performance.now();
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        },
        { token: session.token, user: session.user },
      );
      const page = await context.newPage();
      for (let i = 0; i < PAGE_LOADS + 1; i += 1) {
        await page.goto(`${portal.url}/admin/requests`);
        await page.locator('a[href^="/admin/requests/edit/"]').first().waitFor({ timeout: 30_000 });
        const at = await page.evaluate(() => (window as unknown as { rowsAt: number }).rowsAt);
        // The first load fills the browser's cache of scripts; the rest are the ones measured.
        if (i > 0) pageTimes.push(at);
        drawnRows = await page.locator('a[href^="/admin/requests/edit/"]').count();
      }
    } finally {
      await browser.close();
    }

    const p95 = (times: number[]) => percentile(times, 95);
    const rows: Row[] = [
      {
        measure: `data (generated, ${ENGINE === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'})`,
        value: `${QUOTES.toLocaleString('en-AU')} quotes across ${COMPANIES.toLocaleString('en-AU')} companies; Quotes tab ${total.toLocaleString('en-AU')} rows; filled in ${fillSeconds.toFixed(0)} s`,
        goal: '-',
        met: total > 0,
      },
      {
        // A search counts up to SEARCH_MATCHES_SHOWN matches, then says "more" (decisions/166).
        measure: `admin list, search: first slice and count (${CALLS} calls, ${Math.min(...searchCounts).toLocaleString('en-AU')}-${Math.max(...searchCounts).toLocaleString('en-AU')} matches; over ${SEARCH_MATCHES_SHOWN.toLocaleString('en-AU')} counted as ${(SEARCH_MATCHES_SHOWN + 1).toLocaleString('en-AU')})`,
        value: summary(searchTimes),
        goal: 'p95 < 50 ms',
        met: p95(searchTimes) < 50,
      },
      {
        measure: `admin list, sort: first slice and count (${CALLS} calls over ${total} rows)`,
        value: summary(sortTimes),
        goal: 'p95 < 50 ms',
        met: p95(sortTimes) < 50,
      },
      {
        measure: `admin list, a slice of 100 rows further down (${CALLS} calls)`,
        value: summary(scrollTimes),
        goal: 'p95 < 50 ms',
        met: p95(scrollTimes) < 50,
      },
      {
        measure: `admin list, the deepest slice: the last 100 rows of each sort (${CALLS} calls)`,
        value: summary(deepestTimes),
        goal: 'p95 < 50 ms',
        met: p95(deepestTimes) < 50,
      },
      {
        measure: `for comparison: GET /quotes/index, all ${total} rows at once (${WHOLE_LIST_CALLS} calls)`,
        value: summary(wholeTimes),
        goal: '-',
        met: null,
      },
      {
        measure: `/admin/requests until its rows show in Chromium (${PAGE_LOADS} loads, ${drawnRows} rows drawn)`,
        value: summary(pageTimes),
        goal: '< 1 s',
        met: p95(pageTimes) < 1000,
      },
    ];
    // Other work on the machine slows PGlite, which runs on one core: say how busy it was.
    rows.push({
      measure: 'machine load average (1 min) at the end, cores',
      value: `${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
      goal: '-',
      met: null,
    });
    report('quote-list', rows);
  } finally {
    await portal.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await privateDb?.drop();
}
