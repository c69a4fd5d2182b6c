// The quote PDF's speed: the time to render the PDF of a 1,000-line quote with colour x
// size grids and artwork thumbnails (goal under 1 s) and
// that the server's other requests keep answering while it renders. The portal runs as
// `npm start` runs it (embedded database, the PDF drawn in its worker thread). An admin makes
// the benchmark quote for a new customer (bench/lib/big-quote.ts: 200 garments in 200
// groups, 1,000 decoration lines with their setups, tasks, fees and discounts); the customer downloads its PDF after each of RENDERS label changes (so each is
// drawn afresh, not served from the cache), while another client asks GET /api/health every
// 20 ms. Prints the download times (median, max), the cached download, the PDF's pages and
// size, and the longest health answer during the renders.
import fs from 'node:fs';
import type { QuoteContent } from '@portal/domain/quote';
import { PDF_TWO_PAGES, PNG } from '../apps/server/src/modules/files/test-files.ts';
import { callApi, mustCall } from './lib/api-client.ts';
import { uploadLogo } from './lib/artwork-files.ts';
import { bigQuote } from './lib/big-quote.ts';
import { benchTempDir } from './lib/cleanup.ts';
import { registerCustomer } from './lib/customer-quote.ts';
import { startPortal, waitHealthy } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { freePort } from './lib/server-process.ts';

const RENDERS = 5;
const COLOURS = ['Navy', 'Black'];
const SIZES = ['S', 'M', 'L'];

/**
 * The benchmark quote with what a real quote PDF carries: each garment in 2 colours x 3 sizes (a
 * grid per product) and each decoration showing one of two artwork files (a PNG, a PDF).
 */
function withGridsAndArtwork(content: QuoteContent, artwork: string[]): QuoteContent {
  const [category] = content.categories;
  if (!category) return content;
  let n = 0;
  type Row = (typeof category.items)[number];
  const items = category.items.flatMap((row): Row[] => {
    if (row.type === 'product') {
      const each = Math.max(1, Math.floor(Number(row.qty ?? 0) / (COLOURS.length * SIZES.length)));
      return COLOURS.flatMap((colour) =>
        SIZES.map((size) => ({ ...row, id: `${row.id}-${colour}-${size}`, colour, size, qty: each })),
      );
    }
    if (row.type === 'decoration') {
      n += 1;
      const url = artwork[n % artwork.length] ?? '';
      return [{ ...row, logo_file: url, logo_name: n % 2 ? 'crest.pdf' : 'crest.png' }];
    }
    return [row];
  });
  return { ...content, categories: [{ ...category, items }] };
}
const port = await freePort();
const dataDir = benchTempDir('portal-bench-pdf-');

/** Downloads the PDF as bytes, with the time from request to last byte. */
async function download(url: string, token: string): Promise<{ ms: number; pdf: Buffer }> {
  const start = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`PDF answered ${res.status}: ${await res.text()}`);
  const pdf = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - start, pdf };
}

/** Asks GET /api/health every 20 ms until stopped; gives the longest answer seen. */
function pollHealth(url: string) {
  let longest = 0;
  let asked = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      await callApi(url, 'GET', '/health', null);
      longest = Math.max(longest, performance.now() - start);
      asked += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return { longest, asked };
    },
  };
}

const portal = startPortal(port, dataDir);
try {
  await waitHealthy(portal.url, 480_000);
  const admin = await mustCall<{ token: string }>(portal.url, 'POST', '/users/login', null, {
    email: 'admin@example.com',
    password: 'demo1234',
  });
  const customer = await registerCustomer(portal.url, 'pdf', 1);
  const artwork = [
    await uploadLogo(portal.url, customer.token, customer.userId, 'crest.png', PNG, 'image/png'),
    await uploadLogo(portal.url, customer.token, customer.userId, 'crest.pdf', PDF_TWO_PAGES),
  ].map((uploaded) => {
    if (uploaded.id === null)
      throw new Error(`an artwork upload answered ${uploaded.status}: ${uploaded.message}`);
    return `/api/files/${uploaded.id}`;
  });
  const content = withGridsAndArtwork(bigQuote(), artwork);
  const editorLines = content.categories[0]?.items.length ?? 0;
  const { id } = await mustCall<{ id: number }>(
    portal.url,
    'POST',
    `/quotes/add?userid=${customer.userId}`,
    admin.token,
    { content, contact_user: String(customer.contactId), label: 'Benchmark R0' },
  );
  const pdfUrl = `${portal.url}/api/quotes/quotepdf1/${id}`;
  // The first download starts the worker thread; it is not one of the measured ones.
  const first = await download(pdfUrl, customer.token);

  const health = pollHealth(portal.url);
  const times: number[] = [];
  let last = first.pdf;
  for (let n = 1; n <= RENDERS; n += 1) {
    const { version } = (
      await mustCall<{ quote: { version: number } }>(portal.url, 'GET', `/quotes/edit/${id}`, admin.token)
    ).quote;
    await mustCall(portal.url, 'POST', `/quotes/edit/${id}`, admin.token, {
      label: `Benchmark R${n}`,
      version,
    });
    const drawn = await download(pdfUrl, customer.token);
    times.push(drawn.ms);
    last = drawn.pdf;
  }
  const { longest, asked } = await health.stop();
  const cached = await download(pdfUrl, customer.token);
  const pages = (last.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
  const median = percentile(times, 50);
  const max = Math.max(...times);

  const rows: Row[] = [
    {
      measure: 'editor lines in the quote',
      value: String(editorLines),
      goal: '≥ 1,000',
      met: editorLines >= 1000,
    },
    {
      measure: 'PDF pages, size',
      value: `${pages} pages, ${(last.length / 1024).toFixed(0)} kB`,
      goal: '-',
      met: null,
    },
    {
      measure: `download of a fresh PDF, median of ${RENDERS}`,
      value: `${median.toFixed(0)} ms`,
      goal: '< 1,000 ms',
      met: median < 1000,
    },
    {
      measure: 'download of a fresh PDF, max',
      value: `${max.toFixed(0)} ms`,
      goal: '< 1,000 ms',
      met: max < 1000,
    },
    {
      measure: 'first download (starts the worker)',
      value: `${first.ms.toFixed(0)} ms`,
      goal: '-',
      met: null,
    },
    { measure: 'download served from the cache', value: `${cached.ms.toFixed(0)} ms`, goal: '-', met: null },
    {
      measure: `longest GET /api/health while rendering (${asked} asked)`,
      value: `${longest.toFixed(0)} ms`,
      goal: '< 250 ms',
      met: longest < 250,
    },
  ];
  report('quote-pdf', rows);
  if (!cached.pdf.equals(last)) throw new Error('the cached PDF differs from the last one drawn');
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
