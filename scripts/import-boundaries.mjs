// The web app's import rules (docs/ARCHITECTURE.md), checked instead of only
// written: a feature imports another feature only through that feature's public entries (its
// `index.ts`, or the `index.ts` of a part others load apart, such as files/preview), and nothing
// but the entry point (main.tsx) imports `app/`.
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

/** Every .ts and .tsx file under the web app's src, as findViolations takes them. */
export function webSources(srcDir) {
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src');
  const violations = findViolations(webSources(src));
  for (const line of violations) console.error(line);
  if (violations.length) {
    console.error(`${violations.length} import(s) break the web app's boundaries (docs/ARCHITECTURE.md)`);
    process.exit(1);
  }
  console.log('import boundaries: no breach');
}
