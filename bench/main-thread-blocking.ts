// How long the customer's quote list and the mailed proof page block the main thread as they
// load, measured in Chromium with its CPU slowed four times (as Lighthouse's phone is) rather than
// simulated: the sum, over each task longer than 50 ms, of its time past 50 ms (Total Blocking
// Time's rule), from the page's navigation until the network has been idle for a second. Each page
// is loaded LOADS times (default 7) and the median is printed with every load's figure, so two
// builds compare on one machine in one session even when Lighthouse's own runs vary by ten points.
// The list is opened as a returning user (its files cached), the proof page as a first visit.
// No goal: Lighthouse's score (bench/lighthouse.ts) is what the goal counts.
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { benchTempDir } from './lib/cleanup.ts';
import { startPortal, waitHealthy } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { type BenchSession, demoPortalWithMailedProof } from './lib/sent-proof.ts';
import { freePort } from './lib/server-process.ts';

const LOADS = Number(process.env.LOADS ?? 7);
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number };

/** Blocking time of one load, from a trace of the renderer's main thread. */
function blockingOf(traceFile: string): { blocking: number; longTasks: number } | null {
  const events = (JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined);
  // The page's main thread is the renderer thread that ran the most task time.
  const busy = new Map<string, number>();
  for (const task of tasks)
    busy.set(`${task.pid}:${task.tid}`, (busy.get(`${task.pid}:${task.tid}`) ?? 0) + (task.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return null;
  const long = tasks.filter((t) => `${t.pid}:${t.tid}` === main && (t.dur ?? 0) / 1000 > LONG_TASK_MS);
  return {
    blocking: long.reduce((sum, t) => sum + (t.dur ?? 0) / 1000 - LONG_TASK_MS, 0),
    longTasks: long.length,
  };
}

/** One load of `url` in a new tab at a phone's size, its CPU slowed, traced. */
async function loadOnce(
  browser: Browser,
  origin: string,
  url: string,
  session: BenchSession | null,
  dir: string,
) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  await page.goto(`${origin}/login-page`);
  await page.evaluate((s) => {
    localStorage.clear();
    if (s) {
      localStorage.setItem('token', s.token);
      localStorage.setItem('user', JSON.stringify(s.user));
    }
  }, session);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  // A returning user: the visit before has put the app's files in the cache.
  if (session) await page.goto(url, { waitUntil: 'networkidle0' });
  await page.goto('about:blank');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const traceFile = path.join(dir, 'trace.json');
  await page.tracing.start({
    path: traceFile,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await page.tracing.stop();
  await page.close();
  return blockingOf(traceFile);
}

const port = await freePort();
const dataDir = benchTempDir('portal-bench-blocking-');
const smtp = await startSmtpSink();
const portal = startPortal(port, dataDir, { SMTP_URL: smtp.url });
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  await waitHealthy(portal.url);
  const { customer, proofLinkPath } = await demoPortalWithMailedProof(portal.url, smtp.mails);
  const pages = [
    { name: 'customer quote list (returning user)', path: '/myorders', session: customer },
    { name: 'proof link page (mailed link, first visit)', path: proofLinkPath, session: null },
  ];
  const rows: Row[] = [];
  for (const target of pages) {
    const loads: { blocking: number; longTasks: number }[] = [];
    // A load whose trace shows no main thread is tried again, up to twice as many loads in all.
    for (let tries = 0; loads.length < LOADS && tries < LOADS * 2; tries += 1) {
      const one = await loadOnce(browser, portal.url, `${portal.url}${target.path}`, target.session, dataDir);
      if (one) loads.push(one);
    }
    const blocking = loads.map((load) => Math.round(load.blocking));
    console.log(
      `  ${target.name}: blocking ${blocking.join(', ')} ms; long tasks ${loads.map((l) => l.longTasks).join(', ')}`,
    );
    rows.push({
      measure: `${target.name}: main-thread blocking, CPU ÷${CPU_SLOWDOWN}, median of ${loads.length}`,
      value: `${percentile(blocking, 50)} ms`,
      goal: '-',
      met: null,
    });
  }
  report('main-thread-blocking', rows);
} finally {
  await browser.close();
  await portal.stop();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
