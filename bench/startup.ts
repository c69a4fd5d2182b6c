// Time from `npm start` to the first successful GET /api/health on an existing data folder.
// The first start creates and seeds the folder (not measured); the next starts are measured.
import fs from 'node:fs';
import { benchTempDir } from './lib/cleanup.ts';
import { startPortal, waitHealthy } from './lib/portal.ts';
import { percentile, report } from './lib/report.ts';
import { freePort } from './lib/server-process.ts';

const RUNS = 5;
/** A restart under a process manager should be back before a user notices (decisions/163). */
const RESTART_GOAL_MS = 2_000;
const port = await freePort();
const dataDir = benchTempDir('portal-bench-startup-');

try {
  const first = startPortal(port, dataDir);
  const firstMs = await waitHealthy(first.url);
  await first.stop();

  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const portal = startPortal(port, dataDir);
    await waitHealthy(portal.url);
    times.push(performance.now() - started);
    await portal.stop();
  }
  report('startup', [
    {
      measure: 'first start, empty folder (migrate + seed)',
      value: `${firstMs.toFixed(0)} ms`,
      goal: '-',
      met: null,
    },
    {
      measure: `start to healthy, existing folder, median of ${RUNS}`,
      value: `${percentile(times, 50).toFixed(0)} ms`,
      goal: '-',
      met: null,
    },
    {
      measure: 'start to healthy, existing folder, worst',
      value: `${Math.max(...times).toFixed(0)} ms`,
      goal: `< ${RESTART_GOAL_MS} ms`,
      met: Math.max(...times) < RESTART_GOAL_MS,
    },
  ]);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
