// The import rules of both apps (docs/ARCHITECTURE.md), checked instead of only written.
// Web: a feature imports another feature only through that feature's public entries (its
// `index.ts`, or the `index.ts` of a part others load apart, such as files/preview), and nothing
// but the entry point (main.tsx) imports `app/`.
// Server: a module imports another module only through its `index.ts`; the layers below the
// modules (db/, config.ts, app-context.ts, lib/, plugins/, outbox/ and the other service folders)
// import no module; nothing imports app.ts or main.ts; route groups are registered in app.ts
// alone; and modules do not import each other in a cycle.
// `node scripts/import-boundaries.mjs --report` prints the server's module edges, cycles and
// imports pointing back up.
// `npm run lint` runs it; scripts/import-boundaries.test.ts shows it catching planted breaches.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Where a file sits: which feature (or 'app', or null), relative to the web app's src. */
function placeOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'features' && parts.length > 2) return { kind: 'feature', name: parts[1] };
  if (parts[0] === 'app') return { kind: 'app' };
  return { kind: 'other' };
}

/** A feature's public entry: an `index.ts` (or the folder that holds one). */
const isEntry = (target) => /\/index(\.ts)?$/.test(target) || /^features\/[^/]+$/.test(target);

/**
 * The breaches in a set of files, each given by its path under src and its text. An import is
 * resolved against its file; package imports are not the rules' business.
 */
export function findViolations(files) {
  const violations = [];
  for (const file of files) {
    const from = placeOf(file.path);
    for (const match of file.text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier));
      const to = placeOf(target);
      if (to.kind === 'app' && from.kind !== 'app' && file.path !== 'main.tsx')
        violations.push(`${file.path} imports ${specifier}: only main.tsx may import app/`);
      // The app shell (router, layouts) loads pages lazily by their own files: it is exempt.
      const outsider = from.kind === 'other' || (from.kind === 'feature' && from.name !== to.name);
      if (to.kind === 'feature' && outsider && !file.path.startsWith('testing/') && !isEntry(target))
        violations.push(`${file.path} imports ${specifier}: use features/${to.name}/index.ts`);
    }
  }
  return violations;
}

/** Every .ts and .tsx file under a src folder, as the checks take them. */
export function sourcesUnder(srcDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name))
        files.push({
          path: path.relative(srcDir, full).split(path.sep).join('/'),
          text: fs.readFileSync(full, 'utf8'),
        });
    }
  };
  walk(srcDir);
  return files;
}

// Tests and their helpers stand outside the rooms: they build the whole app and reach in.
const isServerTest = (file) =>
  file.startsWith('test/') || /\.test\.ts$/.test(file) || /(^|\/)test-[^/]*\.ts$/.test(file);

/**
 * Where a server file sits: a module (by name), a root that composes the modules (app.ts,
 * main.ts, the demo seed and the operator scripts), a test, or a layer below the modules.
 */
function serverPlaceOf(file) {
  if (isServerTest(file)) return { kind: 'test' };
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return { kind: 'module', name: parts[1] };
  if (file === 'app.ts' || file === 'main.ts' || parts[0] === 'seed' || parts[0] === 'scripts')
    return { kind: 'root' };
  return { kind: 'lower' };
}

const withoutTs = (target) => target.replace(/\.ts$/, '');
const isModuleEntry = (target) =>
  /^modules\/[^/]+\/index$/.test(withoutTs(target)) || /^modules\/[^/]+$/.test(target);
const isRouteGroup = (target) => /\.routes$/.test(withoutTs(target));

/** Each relative import of each file, resolved to a path under src. */
function resolvedImports(file) {
  const targets = [];
  for (const match of file.text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    targets.push({
      specifier,
      target: path.posix.normalize(path.posix.join(path.posix.dirname(file.path), specifier)),
    });
  }
  return targets;
}

/** Module-to-module edges of the non-test files: 'a -> b' with the count of imports. */
export function moduleEdges(files) {
  const edges = new Map();
  for (const file of files) {
    const from = serverPlaceOf(file.path);
    if (from.kind !== 'module') continue;
    for (const { target } of resolvedImports(file)) {
      const to = serverPlaceOf(target);
      if (to.kind !== 'module' || to.name === from.name) continue;
      const edge = `${from.name} -> ${to.name}`;
      edges.set(edge, (edges.get(edge) ?? 0) + 1);
    }
  }
  return edges;
}

/**
 * One cycle for each group of modules that reach each other (a strongly connected component of
 * more than one module), as 'a -> b -> a'; a group with several cycles shows one, and breaking
 * it shows the next.
 */
export function moduleCycles(edges) {
  const next = new Map();
  for (const edge of edges.keys()) {
    const [a, b] = edge.split(' -> ');
    if (!next.has(a)) next.set(a, []);
    next.get(a).push(b);
  }
  const reaches = (from, to, seen = new Set()) => {
    if (from === to) return [to];
    seen.add(from);
    for (const step of (next.get(from) ?? []).toSorted()) {
      if (seen.has(step)) continue;
      const rest = reaches(step, to, seen);
      if (rest) return [from, ...rest];
    }
    return null;
  };
  const cycles = [];
  const placed = new Set();
  for (const start of [...next.keys()].toSorted()) {
    if (placed.has(start)) continue;
    const loop = (next.get(start) ?? [])
      .toSorted()
      .map((step) => reaches(step, start))
      .find(Boolean);
    if (!loop) continue;
    cycles.push([start, ...loop].join(' -> '));
    for (const name of loop) placed.add(name);
  }
  return cycles;
}

/** The breaches of the server's rooms in a set of files given by their path under src. */
export function findServerViolations(files) {
  const violations = [];
  for (const file of files) {
    const from = serverPlaceOf(file.path);
    if (from.kind === 'test') continue;
    for (const { specifier, target } of resolvedImports(file)) {
      const to = serverPlaceOf(target);
      const bare = withoutTs(target);
      if ((bare === 'app' || bare === 'main') && !(from.kind === 'root' && file.path === 'main.ts'))
        violations.push(
          `${file.path} imports ${specifier}: nothing but main.ts imports app.ts, and nothing main.ts`,
        );
      if (isRouteGroup(target) && file.path !== 'app.ts')
        violations.push(`${file.path} imports ${specifier}: route groups are registered in app.ts`);
      if (to.kind !== 'module') continue;
      if (from.kind === 'lower')
        violations.push(`${file.path} imports ${specifier}: the layers below the modules import no module`);
      else if (from.kind === 'module' && to.name !== from.name && !isModuleEntry(target))
        violations.push(`${file.path} imports ${specifier}: use modules/${to.name}/index.ts`);
      else if (
        from.kind === 'root' &&
        !isModuleEntry(target) &&
        !(file.path === 'app.ts' && isRouteGroup(target))
      )
        violations.push(`${file.path} imports ${specifier}: use modules/${to.name}/index.ts`);
    }
  }
  for (const cycle of moduleCycles(moduleEdges(files)))
    violations.push(`modules import each other in a cycle: ${cycle}`);
  return violations;
}

/**
 * The figures behind the rules: module-to-module edges, cycles, and imports pointing back up
 * (an import of app.ts or main.ts from below them, an import of a module from a layer below the
 * modules, and an import of such a lower file, which drags the modules in with it).
 */
export function serverFigures(files) {
  const edges = moduleEdges(files);
  const production = files.filter((file) => serverPlaceOf(file.path).kind !== 'test');
  const upward = new Set(['app', 'main']);
  for (const file of production) {
    if (serverPlaceOf(file.path).kind !== 'lower') continue;
    if (resolvedImports(file).some(({ target }) => serverPlaceOf(target).kind === 'module'))
      upward.add(withoutTs(file.path));
  }
  const backUp = [];
  for (const file of production) {
    const from = serverPlaceOf(file.path);
    for (const { specifier, target } of resolvedImports(file)) {
      const pointsUp =
        (from.kind !== 'root' && upward.has(withoutTs(target))) ||
        (from.kind === 'lower' && serverPlaceOf(target).kind === 'module');
      if (pointsUp) backUp.push(`${file.path} imports ${specifier}`);
    }
  }
  return { edges, cycles: moduleCycles(edges), backUp };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const server = sourcesUnder(path.join(root, 'apps/server/src'));
  if (process.argv.includes('--report')) {
    const { edges, cycles, backUp } = serverFigures(server);
    console.log(`server module-to-module edges: ${edges.size}`);
    for (const [edge, count] of [...edges].toSorted()) console.log(`  ${edge} (${count})`);
    console.log(`server module cycles: ${cycles.length}`);
    for (const cycle of cycles) console.log(`  ${cycle}`);
    console.log(`server imports pointing back up: ${backUp.length}`);
    for (const line of backUp) console.log(`  ${line}`);
  }
  const violations = [
    ...findViolations(sourcesUnder(path.join(root, 'apps/web/src'))),
    ...findServerViolations(server).map((line) => `apps/server/src/${line}`),
  ];
  for (const line of violations) console.error(line);
  if (violations.length) {
    console.error(`${violations.length} import(s) break the apps' boundaries (docs/ARCHITECTURE.md)`);
    process.exit(1);
  }
  console.log('import boundaries: no breach');
}
