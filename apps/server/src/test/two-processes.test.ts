import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrivatePostgres } from './databases.ts';
import { startSmtpSink } from './smtp-sink.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const mainTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

type Proc = { url: string; child: ChildProcess };

function startServer(port: number, databaseUrl: string, smtpUrl: string): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', mainTs], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      SCRYPT_COST: '1024',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

/**
 * Resolves when the server says it is listening (main.ts prints it after listen), however long
 * a busy machine takes to start it; rejects if the process ends first.
 */
function listening({ child, url }: Proc): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Workwear portal running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${url} ended (exit ${code}) before listening`)));
  });
}

/** Stops a server with SIGTERM and resolves once its process has ended. */
function stopped({ child }: Proc): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const post = async (url: string, body: unknown, token?: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { status: string; data: never } };
};

/** DESIGN "Growing past one machine": several processes share one PostgreSQL and nothing else. */
describe.runIf(serverUrl)('two server processes on one PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createPrivatePostgres>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    db = await createPrivatePostgres(serverUrl as string);
    smtp = await startSmtpSink();
    // Started together on purpose: the migration lock must let exactly one migrate.
    a = startServer(3411, db.url, smtp.url);
    b = startServer(3412, db.url, smtp.url);
    await Promise.all([listening(a), listening(b)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopped));
    await smtp?.close();
    await db?.drop();
  });

  it('accepts a session opened on one process on the other', async () => {
    const registered = await post(`${a.url}/api/users/register`, {
      company: 'Two Process Pty Ltd',
      number: '02 9000 0000',
      firstname: 'Robin',
      lastname: 'Shared',
      email: 'robin@two-process.example.com',
      password: 'shared-state',
    });
    expect(registered.status).toBe(200);
    const { token } = registered.body.data as { token: string };
    const me = await fetch(`${b.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(
      'robin@two-process.example.com',
    );

    await post(`${b.url}/api/users/logout`, {}, token);
    const after = await fetch(`${a.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('delivers each outbox mail once while both workers run', async () => {
    const requests = Array.from({ length: 8 }, (_, i) =>
      post(`${i % 2 ? a.url : b.url}/api/users/forgetpassword`, { email: 'robin@two-process.example.com' }),
    );
    await Promise.all(requests);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      // Until all eight are sent, however long a busy machine takes; the test's time limit ends a hang.
      for (;;) {
        const { rows } = await client.query(
          "SELECT count(*)::int AS n FROM outbox WHERE status <> 'pending'",
        );
        if (rows[0].n === 8) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const { rows } = await client.query('SELECT status, attempts FROM outbox');
      expect(rows).toHaveLength(8);
      expect(
        rows.every((r: { status: string; attempts: number }) => r.status === 'sent' && r.attempts === 1),
      ).toBe(true);
    } finally {
      await client.end();
    }
    expect(smtp.mails).toHaveLength(8);
  }, 120_000);
});
