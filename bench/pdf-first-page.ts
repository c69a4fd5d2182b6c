// A 50-page PDF's first page in the Preview: a customer's logo file, a brand guide of
// 50 pages of text (Helvetica and ZapfDingbats, not embedded), uploaded through the API; then in
// Chromium, against the built app served as `npm start` serves it, the customer signs in, opens
// the Brand tab of /myorders and presses the file's Preview button. Measured in the page: from
// that click to the dialog's canvas 'Page 1 of <file>' drawn (its aria-busy turning false,
// PdfView.tsx), REPEATS times with the dialog closed between. Each open fetches the file, starts
// a pdfjs worker and parses the document anew. Also printed: the first page drawn in the Brand
// tab's preview pane after the tab opens (pdfjs and its worker loaded for the first time), the
// pdfjs data files fetched (standard fonts, CMaps) and any request to another origin.
//
//   npm run bench -- pdf-first-page
//   PDF_PREVIEW_REPEATS=10 npm run bench -- pdf-first-page
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { mustCall } from './lib/api-client.ts';
import { textPdf, uploadLogo } from './lib/artwork-files.ts';
import { benchTempDir } from './lib/cleanup.ts';
import { startPortal, waitHealthy } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { freePort } from './lib/server-process.ts';

const REPEATS = Number(process.env.PDF_PREVIEW_REPEATS ?? 5);
const PAGES = 50;
const CUSTOMER = { email: 'customer@example.com', password: 'demo1234' };
const dataDir = benchTempDir('portal-bench-pdf-');
// start.mjs builds the web app first when its sources changed since the last build, as the
// browser tests' server does.
const portal = startPortal(await freePort(), dataDir);

/** What the page's own clock records (installed before the app's scripts run). */
type Marks = {
  /** When the Brand tab was clicked, and when the first page of the file was drawn after it. */
  tabAt: number | null;
  firstDrawnAt: number | null;
  /** When the file's Preview button was clicked, and when the dialog's first page was drawn. */
  clickAt: number | null;
  drawnAt: number | null;
};

const summary = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;

try {
  await waitHealthy(portal.url, 600_000);
  const session = await mustCall<{ token: string; user: { id: number } }>(
    portal.url,
    'POST',
    '/users/login',
    null,
    CUSTOMER,
  );
  const pdf = textPdf(PAGES);
  const uploaded = await uploadLogo(
    portal.url,
    session.token,
    session.user.id,
    `Brand guide ${PAGES} pages.pdf`,
    pdf,
  );
  if (uploaded.status !== 200 || !uploaded.fileName)
    throw new Error(`upload: ${uploaded.status} ${uploaded.message}`);
  const name = uploaded.fileName;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const opens: number[] = [];
  let firstDrawn = Number.NaN;
  const requests: string[] = [];
  /** The pdfjs data files the page fetched, by name, with their answers' status. */
  const pdfjsData = new Map<string, number>();
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.addInitScript(
      ({ previewName, pageLabel }) => {
        const marks: Marks = { tabAt: null, firstDrawnAt: null, clickAt: null, drawnAt: null };
        (window as unknown as { marks: Marks }).marks = marks;
        document.addEventListener(
          'click',
          (event) => {
            const target = (event.target as Element).closest('button, [role="tab"]');
            if (!target) return;
            if (target.getAttribute('role') === 'tab' && target.textContent?.trim() === 'Brand')
              marks.tabAt = performance.now();
            if (target.getAttribute('aria-label') === previewName) {
              marks.clickAt = performance.now();
              marks.drawnAt = null;
            }
          },
          true,
        );
        // No named functions in here: tsx would wrap them in a helper the page does not have.
        new MutationObserver(() => {
          for (const canvas of Array.from(document.querySelectorAll('canvas'))) {
            if (
              canvas.getAttribute('aria-label') !== pageLabel ||
              canvas.getAttribute('aria-busy') !== 'false'
            )
              continue;
            if (marks.tabAt !== null && marks.firstDrawnAt === null) marks.firstDrawnAt = performance.now();
            if (marks.clickAt !== null && marks.drawnAt === null && canvas.closest('[role="dialog"]'))
              marks.drawnAt = performance.now();
          }
        }).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      },
      { previewName: `Preview ${name}`, pageLabel: `Page 1 of ${name}` },
    );
    const page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.includes('/assets/pdfjs-'))
        pdfjsData.set(decodeURIComponent(url.pathname.split('/').pop() ?? ''), response.status());
    });
    const marks = () => page.evaluate(() => (window as unknown as { marks: Marks }).marks);
    /** Every PDF page on screen drawn: the pane's drawing never overlaps a measured one. */
    const settled = () =>
      page.waitForFunction(() => !document.querySelector('canvas[aria-busy="true"]'), null, {
        timeout: 60_000,
      });

    // Sign in as the customer, through the sign-in page.
    await page.goto(`${portal.url}/login-page`);
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL(`${portal.url}/myorders`, { timeout: 60_000 });

    await page.getByRole('tab', { name: 'Brand' }).click();
    const preview = page.getByRole('button', { name: `Preview ${name}`, exact: true });
    await preview.waitFor({ timeout: 60_000 });
    // The pane beside the table shows the newest file, this one, as the tab opens.
    await page.waitForFunction(
      () => (window as unknown as { marks: Marks }).marks.firstDrawnAt !== null,
      null,
      {
        timeout: 60_000,
      },
    );
    const tab = await marks();
    firstDrawn = (tab.firstDrawnAt as number) - (tab.tabAt as number);
    await settled();

    const dialog = page.getByRole('dialog');
    for (let i = 0; i < REPEATS; i += 1) {
      await preview.click();
      await page.waitForFunction(() => (window as unknown as { marks: Marks }).marks.drawnAt !== null, null, {
        timeout: 60_000,
      });
      const m = await marks();
      opens.push((m.drawnAt as number) - (m.clickAt as number));
      console.log(`  open ${i + 1}: first page drawn ${opens.at(-1)?.toFixed(0)} ms after the click`);
      await dialog.getByRole('button', { name: `Close the preview of ${name}` }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The pane draws the file again once the dialog has gone.
      await page.waitForTimeout(300);
      await settled();
    }
  } finally {
    await browser.close();
  }

  const origin = new URL(portal.url).origin;
  const elsewhere = requests.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u));
  const rows: Row[] = [
    {
      measure: 'the file',
      value: `${name}: ${PAGES} pages of text (Helvetica, ZapfDingbats, not embedded), ${(pdf.length / 1024).toFixed(0)} kB`,
      goal: '-',
      met: null,
    },
    {
      measure: `Preview clicked to the dialog's first page drawn (${REPEATS} opens, dialog closed between)`,
      value: summary(opens),
      goal: '-',
      met: null,
    },
    {
      measure: "Brand tab clicked to the preview pane's first page drawn (pdfjs and its worker loaded first)",
      value: `${firstDrawn.toFixed(0)} ms`,
      goal: '-',
      met: null,
    },
    {
      measure: 'pdfjs data files fetched from our own origin (standard fonts, CMaps), answer status',
      value: pdfjsData.size ? [...pdfjsData].map(([file, status]) => `${file} ${status}`).join(', ') : 'none',
      goal: 'all 200',
      met: pdfjsData.size ? [...pdfjsData.values()].every((status) => status === 200) : null,
    },
    {
      measure: 'requests to any other origin',
      value: elsewhere.length ? elsewhere.slice(0, 3).join(', ') : '0',
      goal: '0',
      met: elsewhere.length === 0,
    },
    {
      // The figures depend on what else the machine runs: say how busy it was.
      measure: 'machine load average (1 min) at the end, cores',
      value: `${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
      goal: '-',
      met: null,
    },
  ];
  report('pdf-first-page', rows);
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
