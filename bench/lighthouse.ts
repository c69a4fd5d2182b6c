// Lighthouse (12.8, the line that runs on Node 20) in Debian's Chromium, mobile settings: the
// performance and accessibility scores of the sign-in page, the customer's quote list, the
// admin quote list, and an order's proofs (a 1,600 × 1,200 JPEG proof sent, bench/lib/sent-proof.ts)
// both in the portal and through the mailed link, opened signed out on the phone Lighthouse
// emulates: its largest paint is the proof, so LCP is the time from opening the link to the first
// proof drawn. Also the gzip size of the sign-in page's JavaScript (goals:
// performance 95 or more, JavaScript under 130 kB). The sign-in page is measured on a first visit,
// nothing cached. A list is opened by a returning user: the session in the browser's storage and
// the app's files in its cache from the visit before (they are served immutable for a year), and
// that is the load the goal is judged on (decisions/102). Each list is also measured on a first
// visit with the cache emptied, printed beside it for information. Each page is measured three
// times (RUNS), and the run with the median performance score is the one judged and printed.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { benchTempDir } from './lib/cleanup.ts';
import { startPortal, waitHealthy } from './lib/portal.ts';
import { type Row, report } from './lib/report.ts';
import { type BenchSession, demoPortalWithMailedProof } from './lib/sent-proof.ts';
import { freePort } from './lib/server-process.ts';

const PERFORMANCE_GOAL = 95;
/** Lighthouse's scores vary from run to run on one machine (TBT most): each page is measured RUNS times. */
const RUNS = Number(process.env.RUNS ?? 3);
const JS_GOAL_BYTES = 130 * 1024;
const port = await freePort();
const dataDir = benchTempDir('portal-bench-lighthouse-');
// A mail server on loopback takes the proof mail, whose link the proof link page is opened by.
const smtp = await startSmtpSink();
const portal = startPortal(port, dataDir, { SMTP_URL: smtp.url });

/** `scripts`: the page whose JavaScript the size goal counts (the sign-in page). */
type Target = { name: string; path: string; session: BenchSession | null; scripts?: boolean };

/** A first visit finds nothing in the browser's cache; a returning user finds the files of the visit before. */
type Visit = 'first visit' | 'returning user';
type Browser = Awaited<ReturnType<typeof puppeteer.connect>>;
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One Lighthouse run of a page in a new tab, the session put where the web app keeps it. */
async function measure(browser: Browser, target: Target, visit: Visit): Promise<Result> {
  const page = await browser.newPage();
  await page.goto(`${portal.url}/login-page`);
  await page.evaluate((session) => {
    localStorage.clear();
    if (session) {
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', JSON.stringify(session.user));
    }
  }, target.session);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  if (visit === 'returning user')
    await page.goto(`${portal.url}${target.path}`, { waitUntil: 'networkidle0' });
  // Lighthouse is told to keep the storage (and so the cache): it would otherwise sign the user out.
  const result = await lighthouse(
    `${portal.url}${target.path}`,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  await page.close();
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${target.path}`);
  // KEEP_REPORTS=<folder> keeps each page's full report (open it in the Lighthouse viewer).
  if (process.env.KEEP_REPORTS) {
    fs.mkdirSync(process.env.KEEP_REPORTS, { recursive: true });
    const file = `${target.name}-${visit}.json`.replaceAll(' ', '-');
    fs.writeFileSync(path.join(process.env.KEEP_REPORTS, file), JSON.stringify(lhr));
  }
  return lhr;
}

/** Attempts at one run before it is left out: a page's recording now and then fails (NO_FCP, NO_NAVSTART). */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of a page, measured again when the recording failed; null when every
 * attempt failed, so a failed recording is left out of the median rather than counted as 0.
 */
async function measuredRun(
  browser: Browser,
  target: Target,
  visit: Visit,
  label: string,
): Promise<Result | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const one = await measure(browser, target, visit);
    if (!one.runtimeError) return one;
    const next = attempt < ATTEMPTS ? 'measured again' : 'this run is left out';
    console.log(`  ${label}: ${one.runtimeError.code} ${one.runtimeError.message}; ${next}`);
  }
  return null;
}

/** The sign-in page's scripts, each gzipped (level 9) as the goal counts them. */
async function signInScripts(lhr: Result): Promise<Row> {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; url: string }[] })
      ?.items ?? [];
  let gzip = 0;
  for (const item of items.filter((entry) => entry.resourceType === 'Script'))
    gzip += gzipSync(Buffer.from(await (await fetch(item.url)).arrayBuffer()), { level: 9 }).length;
  return {
    measure: 'sign-in page JavaScript, gzip',
    value: `${(gzip / 1024).toFixed(1)} kB`,
    goal: '< 130 kB',
    met: gzip < JS_GOAL_BYTES,
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
});
try {
  await waitHealthy(portal.url);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const { customer, admin, proofed, proofLinkPath } = await demoPortalWithMailedProof(portal.url, smtp.mails);
  const pages: Target[] = [
    { name: 'sign-in page', path: '/', session: null, scripts: true },
    { name: 'customer quote list', path: '/myorders', session: customer },
    { name: 'admin quote list', path: '/admin/requests', session: admin },
    { name: 'customer proof page', path: `/requests/proofs/${proofed}`, session: customer },
    {
      name: 'proof link page (mailed link, signed out)',
      path: proofLinkPath,
      session: null,
    },
  ];
  const rows: Row[] = [];
  // ONLY=<words> measures only the pages whose name holds them (e.g. ONLY="proof link").
  const only = process.env.ONLY;
  for (const target of pages.filter((page) => !only || page.name.includes(only))) {
    const visits: Visit[] = target.session === null ? ['first visit'] : ['returning user', 'first visit'];
    for (const visit of visits) {
      const label = `${target.name}${target.session === null ? '' : ` (${visit})`}`;
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const one = await measuredRun(browser, target, visit, label);
        if (one) runs.push(one);
      }
      if (runs.length === 0) {
        rows.push({
          measure: `${label}: performance (mobile)`,
          value: 'no run completed',
          goal: '-',
          met: false,
        });
        continue;
      }
      const performanceOf = (result: Result) => result.categories.performance?.score ?? 0;
      // The run with the median performance score stands for the page, as Lighthouse's own
      // guidance on variability advises; every run's score is printed beside it.
      const ranked = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
      const lhr = ranked[Math.floor(ranked.length / 2)] as Result;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      // What the performance score is made of, so a low one says where the time goes.
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      console.log(
        `  ${label}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}; ` +
          // How fast Lighthouse found this machine's CPU: scores on machines that differ compare through it.
          `CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)}; ` +
          `the ${runs.length} runs scored ${runs.map((run) => Math.round(performanceOf(run) * 100)).join(', ')}`,
      );
      const performance = score('performance');
      const judged = target.session === null || visit === 'returning user';
      rows.push(
        {
          measure: `${label}: performance (mobile), median of ${runs.length}`,
          value: String(performance),
          goal: judged ? `>= ${PERFORMANCE_GOAL}` : '-',
          met: judged ? performance >= PERFORMANCE_GOAL : null,
        },
        {
          measure: `${label}: accessibility`,
          value: String(score('accessibility')),
          goal: '100',
          met: score('accessibility') === 100,
        },
      );
      if (target.scripts) rows.push(await signInScripts(lhr));
    }
  }
  await browser.disconnect();
  report('lighthouse', rows);
} finally {
  await chrome.kill();
  await portal.stop();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
