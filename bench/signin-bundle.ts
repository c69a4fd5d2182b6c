// Gzip size of the JavaScript the sign-in page loads in Chromium (goal: under 130 kB).
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { benchTempDir } from './lib/cleanup.ts';
import { startPortal, waitHealthy } from './lib/portal.ts';
import { report } from './lib/report.ts';
import { freePort } from './lib/server-process.ts';

const GOAL_BYTES = 130 * 1024;
const port = await freePort();
const dataDir = benchTempDir('portal-bench-bundle-');
const portal = startPortal(port, dataDir);

try {
  await waitHealthy(portal.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await (await browser.newContext()).newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body();
    scripts.push({
      url: new URL(res.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`${portal.url}/login-page`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).waitFor();
  await browser.close();

  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  for (const s of scripts)
    console.log(`  ${s.url}  ${(s.raw / 1024).toFixed(1)} kB raw, ${(s.gzip / 1024).toFixed(1)} kB gzip`);
  report('signin-bundle', [
    {
      measure: `JavaScript files the sign-in page loads`,
      value: String(scripts.length),
      goal: '-',
      met: null,
    },
    {
      measure: 'their size, gzip',
      value: `${(total / 1024).toFixed(1)} kB`,
      goal: '< 130 kB',
      met: total < GOAL_BYTES,
    },
  ]);
} finally {
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
