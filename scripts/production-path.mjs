// The README's production steps, followed as an operator follows them, on a fresh PostgreSQL
// database: migrate, create the first admin (password from ADMIN_PASSWORD, never printed),
// `npm start` twice in production mode on one database, sign in on one process and be known on
// the other, then stop each by signalling npm's own process (SIGTERM one, SIGINT the other) while
// a request is still arriving, which must be answered. Run by `npm test` after the build (it
// serves the checkout's apps/web/dist); needs TEST_DATABASE_URL, as the API suites' second run does.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log(
    'production path: TEST_DATABASE_URL is not set, so there is no PostgreSQL to follow it on; not run.',
  );
  process.exit(0);
}
const STOP_LIMIT_MS = 10_000;
const password = `pw-${randomBytes(9).toString('base64url')}`;
const admin = { email: 'owner@production-path.example.com', firstname: 'Pat', lastname: 'Owner' };
const figures = [];
const children = new Set();

const check = (ok, what) => {
  if (!ok) throw new Error(`production path: ${what}`);
  console.log(`  ok: ${what}`);
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Runs an npm command as an operator types it; resolves with its exit and everything it printed. */
function npm(args, env, { keep = false } = {}) {
  // Its own process group, so that cleaning up after a failure reaches the server under npm too.
  const child = spawn('npm', args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal, output });
    }),
  );
  return keep ? { child, exited, output: () => output } : exited;
}

async function timed(label, run) {
  const started = performance.now();
  const value = await run();
  figures.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return value;
}

async function waitHealthy(url, server) {
  for (let i = 0; i < 1200; i += 1) {
    if (server.child.exitCode !== null) throw new Error(`the server stopped at start:\n${server.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never became healthy:\n${server.output()}`);
}

const portIsFree = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/**
 * A sign-in whose body arrives in two halves: the first before the stop signal, the second after.
 * The server must answer it in full; a stop that drops requests in flight fails here.
 */
function signInInTwoHalves(port) {
  const body = JSON.stringify({ email: admin.email, password });
  const half = Math.floor(body.length / 2);
  let sendRest;
  const answered = new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/users/login',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, half));
    sendRest = () => request.end(body.slice(half));
  });
  return { answered, sendRest: () => sendRest() };
}

const databaseName = `production_path_${randomBytes(4).toString('hex')}`;
const adminClient = new pg.Client({ connectionString: serverUrl });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE ${databaseName}`);
const url = new URL(serverUrl);
url.pathname = `/${databaseName}`;
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: url.toString(),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SCRYPT_COST: '16384',
  ADMIN_PASSWORD: undefined,
  WEB_DIST_DIR: undefined,
};
let failed = false;
try {
  console.log('production path: migrate, create-admin, npm start ×2, sign in, stop');
  const migrated = await timed('migrate', () => npm(['run', 'migrate'], env));
  check(
    migrated.code === 0,
    `npm run migrate exits 0 on a fresh database${migrated.code ? `\n${migrated.output}` : ''}`,
  );

  const created = await timed('create-admin', () =>
    npm(
      [
        'run',
        'create-admin',
        '--',
        '--email',
        admin.email,
        '--firstname',
        admin.firstname,
        '--lastname',
        admin.lastname,
      ],
      { ...env, ADMIN_PASSWORD: password },
    ),
  );
  check(created.code === 0, `npm run create-admin exits 0${created.code ? `\n${created.output}` : ''}`);
  check(!created.output.includes(password), 'create-admin never prints the password');
  const refused = await npm(
    ['run', 'create-admin', '--', '--email', 'x@example.com', '--password', password],
    env,
  );
  check(
    refused.code !== 0 && /not taken/.test(refused.output),
    'create-admin refuses a password on the command line',
  );

  const ports = [await freePort(), await freePort()];
  const servers = ports.map((port) => npm(['start'], { ...env, PORT: String(port) }, { keep: true }));
  await timed('start (two processes, healthy)', () =>
    Promise.all(servers.map((server, i) => waitHealthy(`http://127.0.0.1:${ports[i]}`, server))),
  );
  const page = await fetch(`http://127.0.0.1:${ports[0]}/`);
  check(page.ok && (await page.text()).includes('<div id="root">'), 'the built web app is served');

  const signIn = await fetch(`http://127.0.0.1:${ports[0]}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password }),
  });
  const token = (await signIn.json()).data?.token;
  check(signIn.status === 200 && typeof token === 'string', 'the new admin signs in on the first process');
  const me = await fetch(`http://127.0.0.1:${ports[1]}/api/users/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const who = (await me.json()).data;
  check(
    me.status === 200 && who?.firstname === admin.firstname && who?.role === 'admin',
    'the second process knows the session, and the admin by name',
  );
  const demo = await fetch(`http://127.0.0.1:${ports[1]}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo1234' }),
  });
  check(demo.status !== 200, 'production seeds no demo account');

  for (const [i, signal] of [
    [0, 'SIGTERM'],
    [1, 'SIGINT'],
  ]) {
    const inFlight = signInInTwoHalves(ports[i]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = performance.now();
    servers[i].child.kill(signal);
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.sendRest();
    const answer = await inFlight.answered;
    check(
      answer.status === 200 && answer.text.includes('"token"'),
      `a request in flight at ${signal} is answered`,
    );
    const exit = await servers[i].exited;
    const stopMs = performance.now() - signalled;
    figures.push(`stop after ${signal} to npm ${(stopMs / 1000).toFixed(1)} s`);
    check(
      stopMs < STOP_LIMIT_MS,
      `${signal} to npm start's process stops it in ${(stopMs / 1000).toFixed(1)} s`,
    );
    check(
      exit.code === 0,
      `npm start exits 0 after ${signal}${exit.code ? ` (exit ${exit.code})\n${exit.output}` : ''}`,
    );
    check(await portIsFree(ports[i]), `port ${ports[i]} is free after ${signal}`);
  }
  console.log(`production path: passed (${figures.join(', ')})`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await adminClient.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
  await adminClient.end();
}
process.exit(failed ? 1 : 0);
