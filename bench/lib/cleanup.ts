import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPrivatePostgres } from '../../apps/server/src/test/databases.ts';

// A bench stopped early (Ctrl-C, a CI timeout's SIGTERM) still removes what it made: temporary
// folders, private PostgreSQL databases and the servers it started. A finished bench removes them
// in its own `finally`; removing twice is harmless.
type Task = () => unknown;
const tasks = new Set<Task>();
const folders = new Set<string>();

/** Runs `task` if the bench is stopped by a signal; the returned function forgets it. */
export function atStop(task: Task): () => void {
  tasks.add(task);
  return () => tasks.delete(task);
}

/** A fresh temporary folder, removed when the process ends however it ends. */
export function benchTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.add(dir);
  return dir;
}

/** A private database on a PostgreSQL server, dropped when the bench ends or is stopped. */
export async function benchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = await createPrivatePostgres(serverUrl);
  let dropped: Promise<void> | undefined;
  const drop = () => {
    dropped ??= database.drop();
    forget();
    return dropped;
  };
  const forget = atStop(drop);
  return { url: database.url, drop };
}

process.on('exit', () => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`\nStopped (${signal}): cleaning up…`);
    const settle = Promise.allSettled([...tasks].map(async (task) => task()));
    const deadline = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
    void Promise.race([settle, deadline]).then(() => process.exit(code));
  });
}
