// the time to open a conversation log of 500 notes. The portal runs as
// `npm start` runs it (embedded database). A customer and staff write NOTES notes on one quote
// (one in ten with a link, one in twenty-five a file), then: the log's answer (GET
// /api/quotes/getmemo, median and max of CALLS, and its size), and in Chromium the time from
// pressing Conversation Log to the newest note shown, as the customer (median of OPENS).
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { mustCall } from './lib/api-client.ts';
import { benchTempDir } from './lib/cleanup.ts';
import { customerQuote, registerCustomer } from './lib/customer-quote.ts';
import { startPortal, waitHealthy } from './lib/portal.ts';
import { percentile, type Row, report } from './lib/report.ts';
import { freePort } from './lib/server-process.ts';

const NOTES = 500;
const CALLS = 20;
const OPENS = 5;
const port = await freePort();
const dataDir = benchTempDir('portal-bench-log-');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadFile(url: string, token: string, quoteId: number, n: number) {
  const form = new FormData();
  form.set('msg_type', 'quote');
  form.set('quote_id', String(quoteId));
  form.set('file', new Blob([PNG], { type: 'image/png' }), `purchase-order-${n}.png`);
  const res = await fetch(`${url}/api/quotes/uploadmemofile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
}

const portal = startPortal(port, dataDir, { MEMO_MAIL_DELAY_SECONDS: '3600' });
try {
  await waitHealthy(portal.url);
  const admin = await mustCall<{ token: string }>(portal.url, 'POST', '/users/login', null, {
    email: 'admin@example.com',
    password: 'demo1234',
  });
  const customer = await registerCustomer(portal.url, 'log', 1);
  const { id } = await mustCall<{ id: number }>(portal.url, 'POST', '/quotes/add', customer.token, {
    content: customerQuote(2, 10),
    contact_user: String(customer.contactId),
    label: 'Five hundred notes',
  });
  for (let n = 1; n <= NOTES; n += 1) {
    const token = n % 3 === 0 ? admin.token : customer.token;
    if (n % 25 === 0) {
      await uploadFile(portal.url, token, id, n);
      continue;
    }
    const link = n % 10 === 0 ? ` See <a href="https://example.com/swatch/${n}">swatch ${n}</a>.` : '';
    await mustCall(portal.url, 'POST', `/quotes/addmemo/${id}`, token, {
      memo_note: `<p>Note ${n}: can the <strong>thread</strong> on the left chest be navy?${link}</p>`,
    });
  }

  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < CALLS; i += 1) {
    const start = performance.now();
    const res = await fetch(`${portal.url}/api/quotes/getmemo/${id}`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const body = await res.text();
    times.push(performance.now() - start);
    bytes = body.length;
  }

  const opens: number[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const user = await mustCall(portal.url, 'GET', '/users/me', customer.token);
    await context.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: customer.token, user },
    );
    const page = await context.newPage();
    for (let i = 0; i < OPENS + 1; i += 1) {
      await page.goto(`${portal.url}/requests/edit/${id}`);
      const button = page.getByRole('button', { name: /Conversation Log/ });
      await button.waitFor({ timeout: 60_000 });
      const start = await page.evaluate(() => performance.now());
      await button.click();
      await page.getByText(`Note ${NOTES - 1}:`).waitFor({ timeout: 60_000 });
      const end = await page.evaluate(() => performance.now());
      // The first opening fetches the editor's code; the rest are measured.
      if (i > 0) opens.push(end - start);
    }
  } finally {
    await browser.close();
  }

  const rows: Row[] = [
    { measure: 'notes in the log', value: String(NOTES), goal: '500', met: true },
    {
      measure: 'GET /api/quotes/getmemo size',
      value: `${(bytes / 1024).toFixed(0)} kB`,
      goal: '-',
      met: null,
    },
    {
      measure: `GET /api/quotes/getmemo, median of ${CALLS}`,
      value: `${percentile(times, 50).toFixed(0)} ms`,
      goal: '-',
      met: null,
    },
    {
      measure: 'GET /api/quotes/getmemo, max',
      value: `${Math.max(...times).toFixed(0)} ms`,
      goal: '-',
      met: null,
    },
    {
      measure: `press Conversation Log to newest note shown, median of ${OPENS}`,
      value: `${percentile(opens, 50).toFixed(0)} ms`,
      goal: '< 1,000 ms',
      met: percentile(opens, 50) < 1000,
    },
    {
      measure: 'press Conversation Log to newest note shown, max',
      value: `${Math.max(...opens).toFixed(0)} ms`,
      goal: '-',
      met: null,
    },
  ];
  report('conversation-log', rows);
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
