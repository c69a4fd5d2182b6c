// The server as one ES module for `npm start`: loading some 600 TypeScript files through tsx's
// loader took most of a restart (decisions/163). Packages stay outside the bundle and are loaded
// from node_modules as before; the project's own modules (server and domain) are bundled.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const serverBundle = path.join(serverDir, 'dist/main.mjs');

export const serverSources = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

const dependenciesOf = (workspace) =>
  Object.keys(JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).dependencies);
// Every package from node_modules, the server's and the domain's, is loaded from there as before.
const outsidePackages = [...dependenciesOf('apps/server'), ...dependenciesOf('packages/domain')].filter(
  (name) => !name.startsWith('@portal/'),
);

/**
 * Modules find files beside them (migrations, fonts, the PDF worker, the API docs' assets) from
 * `import.meta.url`. In one bundle that would be the bundle's address, so each module's own
 * address is written in, relative to the bundle, so that the checkout may move.
 */
const ownAddresses = {
  name: 'own-module-addresses',
  setup(bundler) {
    bundler.onLoad({ filter: /\.(ts|mts|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(path.dirname(serverBundle), args.path).split(path.sep).join('/');
      const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', own),
        loader: args.path.endsWith('.mjs') ? 'js' : 'ts',
      };
    });
  },
};

/**
 * Builds the bundle in memory and writes each file beside a temporary name before renaming it, so
 * two starts at once never read half a file.
 */
export async function buildServer() {
  // Loaded only when a build is needed: a start with the bundle up to date does not pay for it.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: serverBundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...outsidePackages, ...outsidePackages.map((name) => `${name}/*`)],
    plugins: [ownAddresses],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  fs.mkdirSync(path.dirname(serverBundle), { recursive: true });
  // The map first: a start that reads the new bundle finds its map already there.
  for (const file of outputFiles.sort(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  )) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
}
