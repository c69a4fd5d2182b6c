// Comparing two revisions of the 1,202-line benchmark quote: the server's compareRevisions on
// the revision a customer viewed and a changed copy (goal under 50 ms), and the time Chromium
// takes to draw the comparison from the answer's JSON text, checked against its schema, to
// the frame on screen (goal under 500 ms). Also printed: the answer's size, the time to switch
// "Show only changes" off (the whole document with the changes marked), and axe's findings on
// the drawn page, colour contrast included.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { changeSentence, compareRevisions, wholeDocumentLines } from '@portal/domain/revisions';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { bigQuoteRevisions } from './lib/big-quote-revisions.ts';
import { benchTempDir } from './lib/cleanup.ts';
import { repoRoot } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';

const COMPARES = 50;
const WARM_UPS = 5;
const DRAWS = 10;
const ORIGIN = 'http://bench.invalid';

/** What the page (bench/pages/revision-compare/main.tsx) offers the benchmark. */
type ComparisonPage = {
  holdNewer: (json: string) => void;
  drawComparison: (json: string) => Promise<number>;
  showWholeDocument: () => Promise<number>;
  clearComparison: () => Promise<void>;
  axe: { run: () => Promise<{ violations: { id: string }[] }> };
};

const figures = (times: number[]) => ({ median: percentile(times, 50), p95: percentile(times, 95) });
const ms = (value: number) => `${value.toFixed(1)} ms`;

// The server's part, in this process as the server runs it.
const { older, newer, editorLines } = bigQuoteRevisions();
for (let n = 0; n < WARM_UPS; n += 1) compareRevisions(older, newer);
const compareTimes: number[] = [];
// The processor's time too: on a shared machine the clock also counts other programs' turns.
const compareCpu: number[] = [];
for (let n = 0; n < COMPARES; n += 1) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  compareRevisions(older, newer);
  compareTimes.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  compareCpu.push((used.user + used.system) / 1000);
}
const changes = compareRevisions(older, newer);
const answer = JSON.stringify(changes);
const changedLines = changes.lines.length;
const documentLines = wholeDocumentLines(changes.lines, newer).length;

// The browser's part: the component drawn by the app's own build tooling into a small page.
const outDir = benchTempDir('portal-bench-revisions-');
const built = spawnSync(
  'npx',
  ['--no-install', 'vite', 'build', '--config', 'bench/pages/revision-compare/vite.config.ts'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, BENCH_PAGE_OUT: outDir },
  },
);
if (built.status !== 0) throw new Error('the benchmark page did not build');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route(`${ORIGIN}/**`, (route) => {
    const file = path.join(outDir, new URL(route.request().url()).pathname);
    if (!file.startsWith(outDir) || !fs.existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: fs.statSync(file).isDirectory() ? path.join(file, 'index.html') : file });
  });
  await page.goto(`${ORIGIN}/index.html`);
  await page.waitForFunction(
    () => typeof (window as unknown as Partial<ComparisonPage>).drawComparison === 'function',
  );
  await page.evaluate((json) => (window as unknown as ComparisonPage).holdNewer(json), JSON.stringify(newer));
  const drawTimes: number[] = [];
  const wholeTimes: number[] = [];
  // The first draw loads the code paths and fonts; it is shown apart, not counted.
  const first = await page.evaluate(
    (json) => (window as unknown as ComparisonPage).drawComparison(json),
    answer,
  );
  for (let n = 0; n < DRAWS; n += 1) {
    await page.evaluate(() => (window as unknown as ComparisonPage).clearComparison());
    drawTimes.push(
      await page.evaluate((json) => (window as unknown as ComparisonPage).drawComparison(json), answer),
    );
    wholeTimes.push(await page.evaluate(() => (window as unknown as ComparisonPage).showWholeDocument()));
  }
  await page.evaluate(() => (window as unknown as ComparisonPage).clearComparison());
  await page.evaluate((json) => (window as unknown as ComparisonPage).drawComparison(json), answer);
  const rowsDrawn = await page.locator('tr[data-kind]').count();
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const axeOnly = await page.evaluate(async () =>
    (await (window as unknown as ComparisonPage).axe.run()).violations.map((v) => v.id),
  );
  await page.evaluate(() => (window as unknown as ComparisonPage).showWholeDocument());
  const wholeRowsDrawn = await page.locator('tr[data-kind]').count();
  const wholeRowCount = await page.locator('table[aria-rowcount]').getAttribute('aria-rowcount');
  const axeWhole = await page.evaluate(async () =>
    (await (window as unknown as ComparisonPage).axe.run()).violations.map((v) => v.id),
  );

  const compare = figures(compareTimes);
  const cpu = figures(compareCpu);
  const draw = figures(drawTimes);
  const whole = figures(wholeTimes);
  const rows: Row[] = [
    {
      measure: 'editor lines in the quote',
      value: String(editorLines),
      goal: '1,202',
      met: editorLines === 1202,
    },
    {
      measure: 'what changed',
      value: `${changedLines} of ${documentLines} document lines: ${changeSentence(changes)}`,
      goal: '-',
      met: null,
    },
    { measure: 'answer size (JSON)', value: `${(answer.length / 1024).toFixed(0)} kB`, goal: '-', met: null },
    {
      measure: 'newer revision, for the whole document (JSON)',
      value: `${(JSON.stringify(newer).length / 1024).toFixed(0)} kB`,
      goal: '-',
      met: null,
    },
    {
      measure: `compareRevisions on the server, median of ${COMPARES}`,
      value: ms(compare.median),
      goal: '< 50 ms',
      met: compare.median < 50,
    },
    {
      measure: 'compareRevisions on the server, p95',
      value: ms(compare.p95),
      goal: '< 50 ms',
      met: compare.p95 < 50,
    },
    {
      measure: 'compareRevisions, processor time (median, p95)',
      value: `${ms(cpu.median)}, ${ms(cpu.p95)}`,
      goal: '-',
      met: null,
    },
    { measure: 'first draw in Chromium (not counted)', value: ms(first), goal: '-', met: null },
    {
      measure: `draw the comparison in Chromium, median of ${DRAWS}`,
      value: ms(draw.median),
      goal: '< 500 ms',
      met: draw.median < 500,
    },
    {
      measure: 'draw the comparison in Chromium, p95',
      value: ms(draw.p95),
      goal: '< 500 ms',
      met: draw.p95 < 500,
    },
    {
      measure: `switch to the whole document, median of ${DRAWS}`,
      value: ms(whole.median),
      goal: '-',
      met: null,
    },
    { measure: 'switch to the whole document, p95', value: ms(whole.p95), goal: '-', met: null },
    { measure: 'table rows drawn (only changes)', value: String(rowsDrawn), goal: '-', met: null },
    {
      measure: 'table rows drawn (whole document), of aria-rowcount',
      value: `${wholeRowsDrawn} of ${wholeRowCount ?? 'all (not windowed)'}`,
      goal: '-',
      met: null,
    },
    {
      measure: 'axe violations on the drawn comparison',
      value: axeOnly.length ? axeOnly.join(', ') : 'none',
      goal: 'none',
      met: axeOnly.length === 0,
    },
    {
      measure: 'axe violations on the whole document',
      value: axeWhole.length ? axeWhole.join(', ') : 'none',
      goal: 'none',
      met: axeWhole.length === 0,
    },
    {
      measure: 'load average (1, 5, 15 min)',
      value: os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(', '),
      goal: '-',
      met: null,
    },
  ];
  report('revision-compare', rows);
} finally {
  await browser.close();
}
