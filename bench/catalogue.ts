// Catalogue figures on a 200,000-SKU catalogue, against the portal started as `npm start` starts
// it (embedded database): search-as-you-type answer times, what opening a catalogue in the Add
// Product dialog costs, and the time and memory to parse and diff a 100,000-row supplier CSV.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { csvLine } from '../apps/server/src/modules/catalogue/csv-text.ts';
import { CATALOGUE_CSV_COLUMNS } from '../apps/server/src/modules/catalogue/export-files.ts';
import { generateCatalogue } from '../apps/server/src/seed/catalogue-generator.ts';
import { benchTempDir } from './lib/cleanup.ts';
import { repoRoot, startPortal, waitHealthy } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { freePort } from './lib/server-process.ts';

const SKUS = 200_000;
const UPLOAD_ROWS = 100_000;
const KEY = 'JB';
const port = await freePort();
const dataDir = benchTempDir('portal-bench-catalogue-');

type Product = { shortcode: string; code: string; description: string };

/** The server process under `node scripts/start.mjs` (its only child). */
const serverPid = (startPid: number): number | null => {
  try {
    const children = fs
      .readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8')
      .trim()
      .split(/\s+/);
    return children[0] ? Number(children[0]) : null;
  } catch {
    return null;
  }
};
/** Peak resident memory of a process so far, in MB (Linux VmHWM). */
const peakRssMb = (pid: number | null): number => {
  if (pid === null) return Number.NaN;
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
};

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

try {
  // 1. First start seeds the demo accounts; then fill the catalogues with 200,000 SKUs.
  const first = startPortal(port, dataDir);
  await waitHealthy(first.url);
  await first.stop();
  const gen = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/server/src/scripts/gen-catalogue.ts'),
      '--skus',
      String(SKUS),
    ],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (gen.status !== 0) throw new Error(`gen-catalogue failed: ${gen.stderr}`);
  const generated = /Wrote (\d+) products and (\d+) SKUs/.exec(gen.stdout);

  const portal = startPortal(port, dataDir);
  await waitHealthy(portal.url);
  const pid = serverPid(portal.process.pid ?? -1);
  const api = async (url: string, token: string, init: RequestInit = {}) => {
    const res = await fetch(`${portal.url}/api${url}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
    return body;
  };
  const signIn = async (email: string) => {
    const res = await fetch(`${portal.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const admin = await signIn('admin@example.com');
  const customer = await signIn('customer@example.com');

  try {
    // 2. Open the catalogue in the dialog: the first page of the product select.
    const open = await timed(() => api(`/products/search/${KEY}?q=&limit=30`, customer));
    const openTimes: number[] = [];
    for (let i = 0; i < 10; i += 1)
      openTimes.push((await timed(() => api(`/products/search/${KEY}?q=&limit=30`, customer))).ms);
    const fullList = await timed(() => api(`/products/getproductlist/${KEY}`, customer));
    const products = (JSON.parse(fullList.value) as { data: { products: Product[] } }).data.products;
    const someProduct = products[Math.floor(products.length / 2)] as Product;
    const detail = await timed(() =>
      api(
        `/products/getproductbyshortcode/${KEY}?shortcode=${encodeURIComponent(someProduct.shortcode)}`,
        customer,
      ),
    );

    // 3. Search as you type: every prefix of 40 codes and of 20 descriptions, one request each.
    const typed: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const p = products[(i * 7919) % products.length] as Product;
      for (let n = 1; n <= p.code.length; n += 1) typed.push(p.code.slice(0, n));
    }
    for (let i = 0; i < 20; i += 1) {
      const p = products[(i * 104729) % products.length] as Product;
      const text = p.description.toLowerCase().slice(0, 14);
      for (let n = 1; n <= text.length; n += 1) typed.push(text.slice(0, n));
    }
    const searchTimes: number[] = [];
    for (const q of typed) {
      searchTimes.push(
        (await timed(() => api(`/products/search/${KEY}?q=${encodeURIComponent(q)}&limit=30`, customer))).ms,
      );
    }

    // 4. A 100,000-row supplier CSV for the same catalogue: prices changed on every 50th row,
    // every 100th row left out, the rest new or unchanged.
    const big = generateCatalogue(KEY, Math.ceil(UPLOAD_ROWS * 1.02));
    const lines = [csvLine(CATALOGUE_CSV_COLUMNS)];
    let n = 0;
    for (const p of big.products) {
      for (const s of p.skus) {
        n += 1;
        if (lines.length > UPLOAD_ROWS) break;
        if (n % 100 === 0) continue;
        const price = n % 50 === 0 ? s.priceCents + 100 : s.priceCents;
        lines.push(
          csvLine([
            p.code,
            (s.costCents / 100).toFixed(2),
            (price / 100).toFixed(2),
            KEY,
            s.size,
            s.colour,
            s.sku,
            p.description,
            p.category,
            p.imageUrl,
            s.qty,
          ]),
        );
      }
    }
    const csv = Buffer.from(lines.join(''));
    const form = new FormData();
    form.append('supplier', KEY);
    form.append('filename', 'jb-100k.csv');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'jb-100k.csv');
    const rssBefore = peakRssMb(pid);
    const uploaded = await timed(() => api('/pages/upload', admin, { method: 'POST', body: form }));
    const diffed = await timed(() => api(`/uploadproducts/index?supplier=${KEY}`, admin));
    const rssAfter = peakRssMb(pid);
    const counts = (JSON.parse(diffed.value) as { data: { counts: Record<string, number> } }).data.counts;

    const kb = (text: string) => Buffer.byteLength(text) / 1024;
    const p95 = percentile(searchTimes, 95);
    const openMs = percentile(openTimes, 50);
    const parseMs = uploaded.ms + diffed.ms;
    const rssGrowth = rssAfter - rssBefore;
    const rows: Row[] = [
      {
        measure: `catalogue size (generated)`,
        value: `${generated?.[2] ?? '?'} SKUs, ${generated?.[1] ?? '?'} products; ${KEY}: ${products.length} products`,
        goal: `>= ${SKUS.toLocaleString('en-AU')} SKUs`,
        met: Number(generated?.[2] ?? 0) >= SKUS,
      },
      {
        measure: `search as you type, p95 of ${searchTimes.length} requests`,
        value: `${p95.toFixed(1)} ms (p50 ${percentile(searchTimes, 50).toFixed(1)}, max ${Math.max(...searchTimes).toFixed(1)})`,
        goal: '< 20 ms',
        met: p95 < 20,
      },
      {
        measure: 'open a catalogue in the dialog (first page of products)',
        value: `${kb(open.value).toFixed(1)} kB, ${openMs.toFixed(1)} ms (first ${open.ms.toFixed(1)} ms)`,
        goal: '< 300 kB and < 200 ms',
        met: kb(open.value) < 300 && open.ms < 200,
      },
      {
        measure: 'pick a product (colour by size grid)',
        value: `${kb(detail.value).toFixed(1)} kB, ${detail.ms.toFixed(1)} ms`,
        goal: '-',
        met: null,
      },
      {
        measure: `whole product list of ${KEY} (getproductlist)`,
        value: `${kb(fullList.value).toFixed(1)} kB, ${fullList.ms.toFixed(1)} ms`,
        goal: '-',
        met: null,
      },
      {
        measure: `upload + diff a ${(lines.length - 1).toLocaleString('en-AU')}-row CSV (${(csv.length / 1024 / 1024).toFixed(1)} MB)`,
        value: `${(parseMs / 1000).toFixed(2)} s (upload ${(uploaded.ms / 1000).toFixed(2)}, diff ${(diffed.ms / 1000).toFixed(2)}); new ${counts.new}, update ${counts.update}, delete ${counts.delete}`,
        goal: '< 5 s',
        met: parseMs < 5000,
      },
      {
        measure: 'server peak memory growth during upload + diff',
        value: `${rssGrowth.toFixed(0)} MB (peak RSS ${rssBefore.toFixed(0)} -> ${rssAfter.toFixed(0)} MB, embedded database included)`,
        goal: '< 500 MB',
        met: rssGrowth < 500,
      },
    ];
    report('catalogue', rows);
  } finally {
    await portal.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
