import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { atStop } from './cleanup.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningPortal = { url: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts the portal exactly as `npm start` does, on its own port and data folder. */
export function startPortal(port: number, dataDir: string, env: Record<string, string> = {}): RunningPortal {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stopWithBench(child);
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls GET /api/health until it succeeds; resolves with the time it took. */
export async function waitHealthy(url: string, timeoutMs = 120_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}

/** A bench stopped early stops its servers too (SIGTERM, their orderly shutdown), and waits for them. */
export function stopWithBench(child: ChildProcess): void {
  const forget = atStop(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  child.once('exit', forget);
}
