// `npm start`: build the web app and the server's bundle if their sources changed since the last
// build, then run the server (which migrates, seeds an empty embedded database and serves web and
// API on PORT).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, serverBundle, serverSources } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/domain/src',
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

// A process manager signals the process it started: npm's, which passes SIGTERM and SIGINT on to
// this one (the script is `exec`ed, so no shell sits between them), which passes them to the
// build or the server it is running and leaves with that child's own exit.
let child;
let stopping;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = signal;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(0);
  });
}

const run = (command, args) =>
  new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal && !stopping ? 1 : 0)));
  });

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const changedAt = Math.max(...webSources.map((s) => newestMtime(path.join(root, s))));
// WEB_DIST_DIR names a build made elsewhere (parallel test runs each build their own): use it as is.
if (!process.env.WEB_DIST_DIR && changedAt > builtAt) {
  console.log('Building the web app…');
  const status = await run('npm', ['run', 'build', '-w', '@portal/web']);
  if (status !== 0 || stopping) process.exit(status);
}

const serverBuiltAt = fs.existsSync(serverBundle) ? fs.statSync(serverBundle).mtimeMs : 0;
if (Math.max(...serverSources.map((s) => newestMtime(path.join(root, s)))) > serverBuiltAt) {
  console.log('Building the server…');
  await buildServer();
  if (stopping) process.exit(0);
}

// Source maps put the TypeScript file and line in a logged error's stack; reading them costs
// nothing measurable at start.
process.exit(await run(process.execPath, ['--enable-source-maps', serverBundle]));
