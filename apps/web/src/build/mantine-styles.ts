import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's stylesheet cut to the components the portal draws. `@mantine/core/styles.css` holds
 * every component's rules (295 kB), and the first page of any visit waits for all of it to be
 * fetched and parsed before it draws, on a phone a task of its own; the portal uses about half of
 * those components. Which it uses is read from the code, not listed by hand: from each import of
 * a Mantine package in the web app's source, through Mantine's own modules, to every component
 * whose classes a module takes (`<Name>.module.mjs`). A component put to use anywhere, directly
 * or inside another (a Select's Combobox, a date input's Popover), brings its rules with it
 * (decisions/172).
 */

/** The stylesheet's id, imported once by the app's providers. */
const MANTINE_STYLES_ID = 'virtual:mantine-core-styles.css';
const RESOLVED_ID = `\0${MANTINE_STYLES_ID}`;
/** Rules every page needs: the reset, the theme's variables and Mantine's global classes. */
const ALWAYS = ['baseline', 'default-css-variables', 'global'];

const require = createRequire(import.meta.url);
const MANTINE_PACKAGE = /^@mantine\/([a-z-]+)$/;

/** A Mantine package's folder (their exports do not name package.json). */
function packageDir(pkg: string): string {
  let dir = path.dirname(require.resolve(`@mantine/${pkg}`));
  while (path.basename(dir) !== pkg || path.basename(path.dirname(dir)) !== '@mantine') {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`@mantine/${pkg} is not installed as a package folder`);
    dir = up;
  }
  return dir;
}
const STATIC_IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
const BARE_IMPORT = /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)(\)?\.([A-Za-z_$][\w$]*))?/g;

/** The names an import or export brings in (`{ A, B as C, type D }` brings A and B). */
function namesOf(clause: string): string[] {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces?.[1]) return [];
  return braces[1]
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? part);
}

/** A Mantine package's ESM entry and, for each name it exports, the module that defines it. */
function barrelOf(pkg: string, barrels: Map<string, Map<string, string>>): Map<string, string> {
  const known = barrels.get(pkg);
  if (known) return known;
  const entry = path.join(packageDir(pkg), 'esm', 'index.mjs');
  const exports = new Map<string, string>();
  for (const match of fs.readFileSync(entry, 'utf8').matchAll(STATIC_IMPORT)) {
    const [, , , clause = '', from = ''] = match;
    if (!from.startsWith('.')) continue;
    const file = path.resolve(path.dirname(entry), from);
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    for (const part of braces.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name) exports.set((alias ?? name).trim(), file);
    }
  }
  barrels.set(pkg, exports);
  return exports;
}

/** Every Mantine module reachable from the source files' imports of Mantine packages. */
export function mantineModulesUsed(sourceFiles: string[]): Set<string> {
  const barrels = new Map<string, Map<string, string>>();
  const seen = new Set<string>();
  const queue: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    queue.push(file);
  };
  const fromPackage = (pkg: string, names: string[], where: string) => {
    const barrel = barrelOf(pkg, barrels);
    for (const name of names) {
      const file = barrel.get(name);
      // A name Mantine does not export from a module (a type, say) has no rules of its own.
      if (file) visit(file);
      else if (/^[A-Z]/.test(name) && !where.includes('node_modules'))
        throw new Error(`${where} imports ${name} from @mantine/${pkg}, which its entry does not name`);
    }
  };
  const follow = (file: string, text: string) => {
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const [, , isType, clause = '', from = ''] = match;
      if (isType) continue;
      const pkg = MANTINE_PACKAGE.exec(from)?.[1];
      if (pkg) fromPackage(pkg, namesOf(clause), file);
      else if (from.startsWith('.') && file.includes('node_modules'))
        visit(path.resolve(path.dirname(file), from));
    }
    for (const match of text.matchAll(BARE_IMPORT)) {
      const [, from = ''] = match;
      if (from.startsWith('.') && from.endsWith('.mjs')) visit(path.resolve(path.dirname(file), from));
    }
    for (const match of text.matchAll(DYNAMIC_IMPORT)) {
      const [, from = '', , name] = match;
      const pkg = MANTINE_PACKAGE.exec(from)?.[1];
      if (!pkg) continue;
      // `(await import('@mantine/x')).Name` names what it takes; a whole package taken otherwise
      // could use any of its parts, which this cannot tell.
      if (!name) throw new Error(`${file} imports @mantine/${pkg} whole; take a named part of it`);
      fromPackage(pkg, [name], file);
    }
  };
  for (const file of sourceFiles) follow(file, fs.readFileSync(file, 'utf8'));
  for (let next = queue.shift(); next !== undefined; next = queue.shift())
    follow(next, fs.readFileSync(next, 'utf8'));
  return seen;
}

/** Folders of the web app's source that never reach the browser: the build's and the tests' own. */
const NOT_SHIPPED = ['build', 'testing'];

/** The web app's own modules: what ships, not its tests. */
function webSourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !NOT_SHIPPED.some((folder) => file.startsWith(`${folder}${path.sep}`)),
    )
    .map((file) => path.join(dir, file));
}

/** The stylesheets of @mantine/core the modules take classes from, by name (`Button`, `Input`). */
export function componentStylesOf(modules: Set<string>): Set<string> {
  const names = new Set<string>();
  for (const file of modules) {
    const name = /[\\/]@mantine[\\/]core[\\/].*[\\/]([^\\/]+)\.module\.mjs$/.exec(file)?.[1];
    if (name) names.add(name);
  }
  return names;
}

/**
 * The cut stylesheet: the component files of `@mantine/core/styles/` the portal uses, in the
 * order `styles.css` joins them (it is their concatenation, so a component's rules still follow
 * those of the components it is built on).
 */
export function mantineStylesheet(sourceDir: string): string {
  const core = packageDir('core');
  const stylesDir = path.join(core, 'styles');
  const whole = fs.readFileSync(path.join(core, 'styles.css'), 'utf8');
  const wanted = [...ALWAYS, ...componentStylesOf(mantineModulesUsed(webSourceFiles(sourceDir)))];
  const parts = wanted.map((name) => {
    const file = path.join(stylesDir, `${name}.css`);
    if (!fs.existsSync(file)) throw new Error(`@mantine/core has no stylesheet ${name}.css`);
    const css = fs.readFileSync(file, 'utf8');
    return { css, at: whole.indexOf(css.trim()) };
  });
  return parts
    .sort((a, b) => a.at - b.at)
    .map((part) => part.css)
    .join('\n');
}

/** Serves the cut stylesheet at MANTINE_STYLES_ID, to the build and the dev server alike. */
export function mantineStyles(sourceDir: string): Plugin {
  return {
    name: 'mantine-styles',
    resolveId: (id) => (id === MANTINE_STYLES_ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? mantineStylesheet(sourceDir) : null),
    // In the dev server, a source file saved may put a new component to use: the stylesheet is
    // cut again and sent with that file's update.
    handleHotUpdate: ({ file, modules, server }) => {
      const styles = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (!styles || !file.startsWith(sourceDir) || !/\.tsx?$/.test(file)) return;
      server.moduleGraph.invalidateModule(styles);
      return [...modules, styles];
    },
  };
}
