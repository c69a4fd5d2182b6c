// A zip-bomb supplier file against the portal started as `npm start` starts it (embedded
// database): an XLSX of two million distinct product rows packed into about 10 MB, uploaded by
// an admin while another client polls GET /api/health every 50 ms. Prints the server's peak
// memory while it reads the file, the longest wait of a health request meanwhile, and how long
// the refusal took (docs/decisions/075). With BOMB_DATABASE_URL (a PostgreSQL database
// of its own) it runs a second time on that server. The memory goal is what reading the file
// takes, the peak less the resting size: at rest the process holds the whole embedded database
// engine, or on PostgreSQL the portal alone (docs/decisions/087).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { xlsxFile } from '../apps/server/src/modules/catalogue/test-xlsx.ts';
import { benchTempDir } from './lib/cleanup.ts';
import { repoRoot, startPortal, waitHealthy } from './lib/portal.ts';
import { type Row, report } from './lib/report.ts';
import { freePort } from './lib/server-process.ts';

const ROWS = 2_000_000;
const port = await freePort();
const dataDir = benchTempDir('portal-bench-bomb-');

/** Distinct rows as compactly as a sheet allows: numbers for code and SKU, no cell references. */
function* bombSheet(): Generator<string> {
  const text = (t: string) => `<c t="inlineStr"><is><t>${t}</t></is></c>`;
  yield `<row>${['code', 'cost', 'price', 'supplier', 'size', 'colour', 'sku'].map(text).join('')}</row>`;
  const fixed = `<c><v>4.5</v></c><c><v>11</v></c>${text('JS')}${text('M')}${text('Navy')}`;
  let batch = '';
  for (let i = 1; i <= ROWS; i += 1) {
    batch += `<row><c><v>${100000 + i}</v></c>${fixed}<c><v>${100000 + i}</v></c></row>`;
    if (i % 5000 === 0) {
      yield batch;
      batch = '';
    }
  }
  yield batch;
}

/** The server process under `node scripts/start.mjs` (its only child). */
const serverPid = (startPid: number): number => {
  const children = fs.readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/);
  return Number(children[0]);
};
const statusMb = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
};

const bombFile = async () => {
  const made = performance.now();
  const bomb = await xlsxFile([], { sheetXml: bombSheet() });
  return { bomb, makeS: (performance.now() - made) / 1000 };
};

const ADMIN = { email: 'admin@example.com', password: 'demo1234' };

/**
 * A PostgreSQL database is not seeded: the bench makes its admin there as an install does
 * (`npm run create-admin`). An admin left by an earlier run (same address and password) is fine.
 */
const createAdmin = (databaseUrl: string) => {
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/scripts/create-admin.ts',
      '--email',
      ADMIN.email,
      '--password',
      ADMIN.password,
    ],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  if (made.status !== 0 && !made.stderr.includes('exists already')) throw new Error(made.stderr);
};

/** Uploads the bomb to a portal on one engine and gives that engine's rows of the report. */
async function runBomb(
  engine: string,
  bomb: Uint8Array<ArrayBuffer>,
  databaseUrl: string | undefined,
): Promise<Row[]> {
  const env: Record<string, string> = { WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist') };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  // The web app's build is not what is measured: serve the one there is, and wait as long as a
  // busy machine needs to start.
  const portal = startPortal(port, dataDir, env);
  try {
    await waitHealthy(portal.url, 600_000);
    if (databaseUrl) createAdmin(databaseUrl);
    const pid = serverPid(portal.process.pid ?? -1);
    const login = await fetch(`${portal.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    // Settle, then take the resting memory.
    await new Promise((r) => setTimeout(r, 2000));
    const restingMb = statusMb(pid, 'VmRSS');

    let uploading = true;
    let peakRssMb = restingMb;
    const sampler = setInterval(() => {
      peakRssMb = Math.max(peakRssMb, statusMb(pid, 'VmRSS'));
    }, 20);
    // Another user: a health request every 50 ms, each timed from send to answer.
    const waits: number[] = [];
    const poller = (async () => {
      while (uploading) {
        const sent = performance.now();
        const res = await fetch(`${portal.url}/api/health`);
        await res.arrayBuffer();
        waits.push(performance.now() - sent);
        await new Promise((r) => setTimeout(r, Math.max(0, 50 - (performance.now() - sent))));
      }
    })();

    const form = new FormData();
    form.append('supplier', 'JS');
    form.append('filename', 'bomb.xlsx');
    form.append('file', new Blob([bomb]), 'bomb.xlsx');
    const sent = performance.now();
    const res = await fetch(`${portal.url}/api/pages/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = (await res.json()) as { status: string; data: unknown };
    const refusedMs = performance.now() - sent;
    uploading = false;
    await poller;
    clearInterval(sampler);
    peakRssMb = Math.max(peakRssMb, statusMb(pid, 'VmRSS'));
    const longestWait = Math.max(...waits);

    return [
      {
        measure: `${engine}: answer`,
        value: `${res.status} ${JSON.stringify(answer.data)}`,
        goal: '400 with the row cap message',
        met: res.status === 400 && String(answer.data).includes('more than 200,000 product rows'),
      },
      {
        measure: `${engine}: time to refuse`,
        value: `${(refusedMs / 1000).toFixed(2)} s`,
        goal: '-',
        met: null,
      },
      {
        measure: `${engine}: server memory taken by reading it (peak less resting RSS)`,
        value: `${(peakRssMb - restingMb).toFixed(0)} MB (peak ${peakRssMb.toFixed(0)} MB, resting ${restingMb.toFixed(0)} MB, lifetime peak ${statusMb(pid, 'VmHWM').toFixed(0)} MB)`,
        goal: '< 300 MB',
        met: peakRssMb - restingMb < 300,
      },
      {
        measure: `${engine}: longest wait of ${waits.length} health requests (one every 50 ms) meanwhile`,
        value: `${longestWait.toFixed(0)} ms`,
        goal: '< 1000 ms',
        met: longestWait < 1000,
      },
    ];
  } finally {
    await portal.stop();
  }
}

try {
  const { bomb, makeS } = await bombFile();
  const file = new Uint8Array(bomb);
  const rows: Row[] = [
    {
      measure: 'bomb file',
      value: `${(bomb.length / 1024 / 1024).toFixed(1)} MB XLSX, ${ROWS.toLocaleString('en-AU')} rows (made in ${makeS.toFixed(0)} s)`,
      goal: '-',
      met: null,
    },
    ...(await runBomb('embedded', file, undefined)),
  ];
  const databaseUrl = process.env.BOMB_DATABASE_URL;
  if (databaseUrl) rows.push(...(await runBomb('PostgreSQL', file, databaseUrl)));
  report('supplier-bomb', rows);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
