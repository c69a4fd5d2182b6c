// Crash test: customers write in a loop while the server is killed with
// SIGKILL at random moments; after each restart every write the server acknowledged (an answer
// of 200) must still be there. On embedded PGlite (data on disk) and on PostgreSQL.
//
//   npm run crash -w @portal/bench           20 kills on each engine
//   CRASH_KILLS=3 npm run crash -w @portal/bench   a short run while developing
//   CRASH_ENGINES=pglite (or postgres)       one engine only
//   CRASH_DATABASE_URL=postgres://…          the PostgreSQL server (default 127.0.0.1:5432)
//
// The writers: two customers' editors saving their open quotes (each save carries the version
// it read, and a new client label and quantity), and two adding new quotes. Each writer has at
// most one call in flight, so a quote's stored state after a crash is either its last
// acknowledged save or the one that was in flight; anything else is a lost (or torn) write.
import fs from 'node:fs';
import { callApi, mustCall } from './lib/api-client.ts';
import { seedBenchCatalogue } from './lib/bench-catalogue.ts';
import { benchDatabase, benchTempDir } from './lib/cleanup.ts';
import { type Customer, customerQuote, registerCustomer } from './lib/customer-quote.ts';
import { waitHealthy } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { freePort, type ServerProcess, startServer } from './lib/server-process.ts';

const KILLS = Number(process.env.CRASH_KILLS ?? 20);
const ENGINES = (process.env.CRASH_ENGINES ?? 'pglite,postgres').split(',') as Engine[];
const POSTGRES_URL = process.env.CRASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The kill comes this long after the writers start: random, so it lands anywhere in a call. */
const KILL_AFTER_MS = { min: 200, max: 5_000 };
const QUOTES_PER_SAVER = 3;

type Engine = 'pglite' | 'postgres';
type QuoteRead = {
  quote: { version: number; client_label: string; content: ReturnType<typeof customerQuote> };
};
/** A save's marker: what the quote holds once that save is stored. */
type SaveMark = { version: number; clientLabel: string; qty: number };
type SavedQuote = { id: number; acked: SaveMark; inFlight: SaveMark | null };
type Tally = {
  acknowledged: number;
  lost: string[];
  refused: string[];
  unacknowledged: number;
  unacknowledgedStored: number;
  restartMs: number[];
  failedRestarts: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const qtyOf = (read: QuoteRead) => read.quote.content.categories[0]?.items[0]?.qty as number;

/** Loops until the server stops answering; each call that returns 200 is acknowledged. */
function saver(base: () => string, who: Customer, quotes: SavedQuote[], tally: Tally, tag: string) {
  return (async () => {
    for (let n = 0; ; n += 1) {
      const quote = quotes[n % quotes.length] as SavedQuote;
      const mark = { version: quote.acked.version + 1, clientLabel: `${tag}-save-${n}`, qty: 10 + (n % 80) };
      quote.inFlight = mark;
      const body = {
        content: customerQuote(2, mark.qty),
        client_label: mark.clientLabel,
        version: quote.acked.version,
      };
      let answer: Awaited<ReturnType<typeof callApi<{ version: number }>>>;
      try {
        answer = await callApi<{ version: number }>(
          base(),
          'POST',
          `/quotes/edit/${quote.id}`,
          who.token,
          body,
        );
      } catch {
        tally.unacknowledged += 1;
        return; // killed: the outcome of this call is unknown to the customer
      }
      if (answer.status !== 200) {
        tally.refused.push(`save ${quote.id}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        return;
      }
      quote.acked = { ...mark, version: answer.body.data?.version ?? Number.NaN };
      quote.inFlight = null;
      tally.acknowledged += 1;
    }
  })();
}

/** Adds new quotes until the server stops answering; remembers each acknowledged id and label. */
function adder(base: () => string, who: Customer, added: Map<number, string>, tally: Tally, tag: string) {
  return (async () => {
    for (let n = 0; ; n += 1) {
      const label = `${tag}-add-${n}`;
      let answer: Awaited<ReturnType<typeof callApi<{ id: number }>>>;
      try {
        answer = await callApi<{ id: number }>(base(), 'POST', '/quotes/add', who.token, {
          content: customerQuote(1 + (n % 3), 10 + (n % 50)),
          contact_user: String(who.contactId),
          label,
        });
      } catch {
        tally.unacknowledged += 1;
        return;
      }
      if (answer.status !== 200 || !answer.body.data) {
        tally.refused.push(`add: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        return;
      }
      added.set(answer.body.data.id, label);
      tally.acknowledged += 1;
    }
  })();
}

/** Every label stored for the customer's quotes, read through the list window 500 rows at a time. */
async function storedLabels(url: string, who: Customer): Promise<Map<number, string>> {
  const labels = new Map<number, string>();
  for (let offset = 0; ; offset += 500) {
    const window = await mustCall<{ rows: { id: number; label: string }[] }>(
      url,
      'GET',
      `/quotes/index/window?archive=0&sort=id&dir=asc&offset=${offset}&limit=500`,
      who.token,
    );
    for (const row of window.rows) labels.set(row.id, row.label);
    if (window.rows.length < 500) return labels;
  }
}

/** Checks every acknowledged write against what the restarted server holds; records losses. */
async function verify(
  url: string,
  savers: { who: Customer; quotes: SavedQuote[] }[],
  adders: { who: Customer; added: Map<number, string>; before: Set<number> }[],
  tally: Tally,
) {
  for (const { who, quotes } of savers) {
    for (const quote of quotes) {
      const read = await mustCall<QuoteRead>(url, 'GET', `/quotes/edit/${quote.id}`, who.token);
      const stored = { version: read.quote.version, clientLabel: read.quote.client_label, qty: qtyOf(read) };
      const is = (m: SaveMark | null) =>
        m !== null &&
        m.version === stored.version &&
        m.clientLabel === stored.clientLabel &&
        m.qty === stored.qty;
      if (is(quote.inFlight)) {
        tally.unacknowledgedStored += 1;
        quote.acked = stored;
      } else if (!is(quote.acked)) {
        tally.lost.push(
          `quote ${quote.id}: saved ${JSON.stringify(quote.acked)}, holds ${JSON.stringify(stored)}`,
        );
        quote.acked = stored; // carry on from what is there, so one loss is counted once
      }
      quote.inFlight = null;
    }
  }
  for (const { who, added, before } of adders) {
    const labels = await storedLabels(url, who);
    for (const [id, label] of added)
      if (labels.get(id) !== label)
        tally.lost.push(`new quote ${id} (${label}): ${labels.get(id) ?? 'missing'}`);
    // Quotes stored whose answer never arrived: written, but the customer was not told.
    for (const id of labels.keys()) if (!before.has(id) && !added.has(id)) tally.unacknowledgedStored += 1;
    for (const id of labels.keys()) before.add(id);
    for (const id of added.keys()) before.add(id);
  }
}

async function crashEngine(engine: Engine): Promise<Tally> {
  const dataDir = benchTempDir(`portal-bench-crash-${engine}-`);
  const database = engine === 'postgres' ? await benchDatabase(POSTGRES_URL) : null;
  if (database) await seedBenchCatalogue(database.url);
  const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
  const tally: Tally = {
    acknowledged: 0,
    lost: [],
    refused: [],
    unacknowledged: 0,
    unacknowledgedStored: 0,
    restartMs: [],
    failedRestarts: 0,
  };
  let server: ServerProcess | null = null;
  const base = () => (server as ServerProcess).url;
  const start = async () => {
    const started = performance.now();
    server = startServer(await freePort(), env);
    await waitHealthy(server.url, 180_000);
    return performance.now() - started;
  };
  try {
    await start();
    const tag = `${engine}${Date.now().toString(36)}`;
    const customers = await Promise.all([1, 2, 3, 4].map((n) => registerCustomer(base(), tag, n)));
    const savers = await Promise.all(
      customers.slice(0, 2).map(async (who) => {
        const quotes: SavedQuote[] = [];
        for (let i = 0; i < QUOTES_PER_SAVER; i += 1) {
          const made = await mustCall<{ id: number }>(base(), 'POST', '/quotes/add', who.token, {
            content: customerQuote(2, 10),
            contact_user: String(who.contactId),
          });
          const read = await mustCall<QuoteRead>(base(), 'GET', `/quotes/edit/${made.id}`, who.token);
          quotes.push({
            id: made.id,
            acked: { version: read.quote.version, clientLabel: read.quote.client_label, qty: qtyOf(read) },
            inFlight: null,
          });
        }
        return { who, quotes };
      }),
    );
    const adders = customers
      .slice(2)
      .map((who) => ({ who, added: new Map<number, string>(), before: new Set<number>() }));

    for (let kill = 1; kill <= KILLS; kill += 1) {
      const writers = [
        ...savers.map(({ who, quotes }, i) => saver(base, who, quotes, tally, `${tag}-k${kill}-s${i}`)),
        ...adders.map(({ who, added }, i) => adder(base, who, added, tally, `${tag}-k${kill}-a${i}`)),
      ];
      await sleep(KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
      await (server as ServerProcess | null)?.kill9();
      await Promise.all(writers);
      try {
        tally.restartMs.push(await start());
      } catch (error) {
        tally.failedRestarts += 1;
        throw error;
      }
      await verify(base(), savers, adders, tally);
      process.stdout.write(
        `${engine}: kill ${kill}/${KILLS}, ${tally.acknowledged} acknowledged, ${tally.lost.length} lost\n`,
      );
    }
    return tally;
  } finally {
    await (server as ServerProcess | null)?.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows: Row[] = [];
for (const engine of ENGINES) {
  const tally = await crashEngine(engine);
  for (const line of [...tally.lost, ...tally.refused]) console.error(`${engine}: ${line}`);
  rows.push(
    {
      measure: `${engine}: kill -9 of the server, each while writing`,
      value: String(KILLS),
      goal: '≥ 20',
      met: KILLS >= 20,
    },
    {
      measure: `${engine}: writes acknowledged (200)`,
      value: String(tally.acknowledged),
      goal: '-',
      met: null,
    },
    {
      measure: `${engine}: acknowledged writes lost`,
      value: String(tally.lost.length),
      goal: '0',
      met: tally.lost.length === 0,
    },
    {
      measure: `${engine}: writes refused while the server was up (not 200)`,
      value: String(tally.refused.length),
      goal: '0',
      met: tally.refused.length === 0,
    },
    {
      measure: `${engine}: writes cut off by a kill (no answer), of which stored`,
      value: `${tally.unacknowledged}, ${tally.unacknowledgedStored} stored`,
      goal: '-',
      met: null,
    },
    {
      measure: `${engine}: restart to healthy after a kill`,
      value: `median ${percentile(tally.restartMs, 50).toFixed(0)} ms, max ${Math.max(...tally.restartMs).toFixed(0)} ms`,
      goal: '-',
      met: null,
    },
  );
}
report('crash', rows);
process.exit(rows.every((r) => r.met !== false) ? 0 : 1);
