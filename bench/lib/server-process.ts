import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot, stopWithBench } from './portal.ts';

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook runs, as in a power cut of the process. Resolves once it is gone. */
  kill9: () => Promise<void>;
  /** SIGTERM: the server's own orderly shutdown. */
  stop: () => Promise<void>;
};

/** Sign-in and registration limits high enough that a bench's own accounts never meet them. */
export const BENCH_LIMITS = { AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_RATE_LIMIT_PER_HOUR: '1000000' };

/**
 * Runs the server's main.ts, the code `npm start` runs (there as one bundle, decisions/163; here
 * from its TypeScript, so a bench needs no build), started directly so that a signal reaches the
 * server itself and not the wrapper, which would leave its child running. No web build is made:
 * these benches call only the API.
 */
export function startServer(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...BENCH_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  stopWithBench(child);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    kill9: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}

/** A port nothing listens on right now (the system picks it), so benches never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
