// Load test: an open-model load of mixed quote calls on PostgreSQL served by
// two server processes (round robin), raised step by step until p99 passes 250 ms.
//
//   npm run load -w @portal/bench                      30 s a step from 5 calls a second
//   LOAD_STEP_SECONDS=5 LOAD_RATES=5,10 npm run load -w @portal/bench   a short run
//   LOAD_DATABASE_URL=postgres://…                     the PostgreSQL server (default 127.0.0.1:5432)
//
// The mix, as customers and staff use the portal: 35% the quote list's window (a customer's own
// list, or, one time in four, staff scrolling everyone's), 45% opening a quote in the editor,
// 20% saving one (the whole document with a new quantity, and the version it read). A quote is
// never saved twice at once, so a refusal of a stale version would be a real error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callApi, mustCall } from './lib/api-client.ts';
import { seedBenchCatalogue } from './lib/bench-catalogue.ts';
import { benchDatabase, benchTempDir } from './lib/cleanup.ts';
import { type Customer, customerQuote, registerCustomer } from './lib/customer-quote.ts';
import { type CallOutcome, runOpenLoad, type StepResult } from './lib/open-load.ts';
import { repoRoot, waitHealthy } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { freePort, type ServerProcess, startServer } from './lib/server-process.ts';

const POSTGRES_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 30);
const WARM_UP_SECONDS = Math.min(STEP_SECONDS, 10);
const RATES = (process.env.LOAD_RATES ?? '5,10,15,20,25,30,35,40,50,60,70,80,100,120,150,200,250,300')
  .split(',')
  .map(Number);
const P99_GOAL_MS = 250;
const CALL_TIMEOUT_MS = 10_000;
const CUSTOMERS = 12;
const QUOTES_PER_CUSTOMER = 40;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password-1' };
const SORTS = ['id', 'name', 'status', 'updated_at', 'price'];

type Quote = { id: number; owner: Customer; version: number; groups: number; saving: boolean };

/** A small seeded generator, so every run draws the same mix of calls. */
function seededRandom(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Staff's first account, made as an install makes it (nothing is seeded on PostgreSQL). */
function createAdmin(databaseUrl: string): void {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/server/src/scripts/create-admin.ts'),
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
      '--firstname',
      'Bench',
      '--lastname',
      'Staff',
    ],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error('create-admin failed');
}

/** Several customers with hundreds of quotes between them, made through the API. */
async function seed(urls: string[]): Promise<{ customers: Customer[]; quotes: Quote[] }> {
  const tag = Date.now().toString(36);
  const customers: Customer[] = [];
  for (let n = 1; n <= CUSTOMERS; n += 1)
    customers.push(await registerCustomer(urls[n % urls.length] as string, tag, n));
  const quotes: Quote[] = [];
  // Four at a time: quick enough, and no burst that would make the seeding itself a load test.
  const jobs = customers.flatMap((owner) =>
    Array.from({ length: QUOTES_PER_CUSTOMER }, (_, i) => ({ owner, i })),
  );
  const worker = async (w: number) => {
    for (let j = w; j < jobs.length; j += 4) {
      const { owner, i } = jobs[j] as { owner: Customer; i: number };
      const groups = 1 + (i % 5);
      const made = await mustCall<{ id: number; version: number }>(
        urls[j % urls.length] as string,
        'POST',
        '/quotes/add',
        owner.token,
        {
          content: customerQuote(groups, 10 + (i % 60)),
          contact_user: String(owner.contactId),
          label: ['Staff tees', 'Hi-vis vests', 'Polo shirts', 'Winter jackets', 'Caps'][i % 5],
          ...(i % 3 === 0 ? { status: 'Requested' } : {}),
        },
      );
      quotes.push({ id: made.id, owner, version: made.version, groups, saving: false });
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  return { customers, quotes };
}

/** The mixed calls, each by a signed-in user on the process its turn names. */
function mixedCall(urls: string[], adminToken: string, customers: Customer[], quotes: Quote[]) {
  const random = seededRandom(20_261_123);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const outcome = (kind: string, status: number): CallOutcome => ({
    kind,
    error: status === 200 ? null : `${kind}: ${status}`,
  });
  return async (i: number): Promise<CallOutcome> => {
    const url = urls[i % urls.length] as string;
    const roll = random();
    if (roll < 0.35) {
      const sort = `sort=${pick(SORTS)}&dir=${random() < 0.5 ? 'asc' : 'desc'}`;
      const staff = random() < 0.25;
      const offset = staff ? Math.floor(random() * (quotes.length - 100)) : 0;
      const answer = await callApi(
        url,
        'GET',
        `/quotes/index/window?archive=0&${sort}&offset=${offset}&limit=100`,
        staff ? adminToken : pick(customers).token,
        undefined,
        CALL_TIMEOUT_MS,
      );
      return outcome('list window', answer.status);
    }
    if (roll < 0.8) {
      const quote = pick(quotes);
      const answer = await callApi(
        url,
        'GET',
        `/quotes/edit/${quote.id}`,
        quote.owner.token,
        undefined,
        CALL_TIMEOUT_MS,
      );
      return outcome('quote read', answer.status);
    }
    // A quote nobody is saving right now (its editor is open in one tab).
    let quote = pick(quotes);
    for (let k = 0; quote.saving && k < quotes.length; k += 1)
      quote = quotes[(quotes.indexOf(quote) + 1) % quotes.length] as Quote;
    if (quote.saving) return { kind: 'save', error: 'save: every quote busy' };
    quote.saving = true;
    try {
      const answer = await callApi<{ version: number }>(
        url,
        'POST',
        `/quotes/edit/${quote.id}`,
        quote.owner.token,
        { content: customerQuote(quote.groups, 10 + Math.floor(random() * 90)), version: quote.version },
        CALL_TIMEOUT_MS,
      );
      if (answer.status === 200 && answer.body.data) quote.version = answer.body.data.version;
      return outcome('save', answer.status);
    } finally {
      quote.saving = false;
    }
  };
}

const ms = (v: number) => `${v.toFixed(0)} ms`;
const passes = (step: StepResult) => percentile(step.latencies, 99) < P99_GOAL_MS && step.errors.size === 0;

function stepRow(step: StepResult, note: string): Row {
  const kinds = [...step.byKind].map(([k, v]) => `${k} ${v.length}`).join(', ');
  const errors = [...step.errors].map(([e, n]) => `${n}× ${e}`).join('; ') || '0';
  const p99 = percentile(step.latencies, 99);
  return {
    measure: `${step.rate} calls/s for ${step.seconds} s${note} (${kinds}; answered ${(step.latencies.length / (step.elapsedMs / 1000)).toFixed(1)}/s, client lag ≤ ${ms(step.worstStartLagMs)})`,
    value: `p50 ${ms(percentile(step.latencies, 50))}, p95 ${ms(percentile(step.latencies, 95))}, p99 ${ms(p99)}, max ${ms(Math.max(...step.latencies))}; errors ${errors}`,
    goal: `p99 < ${P99_GOAL_MS} ms, 0 errors`,
    met: passes(step),
  };
}

const dataDir = benchTempDir('portal-bench-load-');
const database = await benchDatabase(POSTGRES_URL);
const servers: ServerProcess[] = [];
try {
  createAdmin(database.url);
  await seedBenchCatalogue(database.url);
  for (let n = 0; n < 2; n += 1)
    servers.push(startServer(await freePort(), { DATABASE_URL: database.url, DATA_DIR: dataDir }));
  const urls = servers.map((s) => s.url);
  await Promise.all(urls.map((u) => waitHealthy(u, 180_000)));
  const { customers, quotes } = await seed(urls);
  const admin = await mustCall<{ token: string }>(urls[0] as string, 'POST', '/users/login', null, ADMIN);
  const call = mixedCall(urls, admin.token, customers, quotes);
  console.log(
    `Seeded ${customers.length} customers and ${quotes.length} quotes; two processes: ${urls.join(', ')}`,
  );

  // The first calls compile the server's code paths; they are run, not measured.
  await runOpenLoad(RATES[0] ?? 5, WARM_UP_SECONDS, call);

  const rows: Row[] = [];
  let best: StepResult | null = null;
  for (const rate of RATES) {
    let step = await runOpenLoad(rate, STEP_SECONDS, call);
    rows.push(stepRow(step, ''));
    console.log(`${rows.at(-1)?.measure}: ${rows.at(-1)?.value}`);
    // The machine is shared: a step that fails is run once more before the climb stops.
    if (!passes(step)) {
      step = await runOpenLoad(rate, STEP_SECONDS, call);
      rows.push(stepRow(step, ', again'));
      console.log(`${rows.at(-1)?.measure}: ${rows.at(-1)?.value}`);
    }
    if (!passes(step)) break;
    best = step;
  }
  rows.push(
    {
      measure: `highest arrival rate with p99 under ${P99_GOAL_MS} ms and no errors`,
      value: best
        ? `${best.rate} calls/s (p99 ${ms(percentile(best.latencies, 99))})`
        : 'none of the rates tried',
      goal: '-',
      met: null,
    },
    {
      measure: 'data and servers',
      value: `${customers.length} customers, ${quotes.length} quotes; 2 processes on one PostgreSQL, round robin`,
      goal: '-',
      met: null,
    },
    {
      // The figures depend on what else the machine runs: say how busy it was.
      measure: 'machine load average (1 min) at the end, cores',
      value: `${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
      goal: '-',
      met: null,
    },
  );
  report('load', rows);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
