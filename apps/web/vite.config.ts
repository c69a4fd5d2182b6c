import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { mantineStyles } from './src/build/mantine-styles.ts';
import { precompress } from './src/build/precompress.ts';
import { unsetBusiness } from './src/build/unset-business.ts';
import { PDFJS_DATA_FOLDERS, pdfjsDataPath } from './src/features/files/preview/pdf-assets.ts';

/**
 * pdfjs's standard fonts and CMaps, served from our own origin (pdf-assets.ts): copied into the
 * build beside the other assets, and served from node_modules by the dev server. They are plain
 * files pdfjs fetches by name, so they are copied as they are rather than bundled.
 */
function pdfjsData(): Plugin {
  const pdfjsRoot = path.resolve(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist')), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(pdfjsRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const folders = PDFJS_DATA_FOLDERS.map((folder) => ({
    from: path.join(pdfjsRoot, folder),
    to: pdfjsDataPath(version, folder),
  }));
  return {
    name: 'pdfjs-data',
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) throw new Error('pdfjs-data: the build has no output folder');
      for (const { from, to } of folders) fs.cpSync(from, path.join(outDir, to), { recursive: true });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        for (const { from, to } of folders) {
          if (!url.startsWith(`/${to}`)) continue;
          const file = path.join(from, url.slice(to.length + 1));
          if (file.startsWith(from + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
            response.setHeader('content-type', 'application/octet-stream');
            fs.createReadStream(file).pipe(response);
            return;
          }
        }
        next();
      });
    },
  };
}

// The server serves apps/web/dist on the same origin as the API, so the browser only ever
// talks to 'self' (the content security policy allows nothing else).
export default defineConfig(({ command, mode }) => {
  // A build is the production build whatever NODE_ENV says: `NODE_ENV=development npm start`
  // must not ship React's development bundle. Vite reads NODE_ENV after this
  // file, for itself and for the React plugin's JSX runtime, so setting it here covers both.
  if (command === 'build') process.env.NODE_ENV = 'production';
  // The dev server sends /api to the portal's server wherever PORT (in the environment or the
  // checkout's .env, as the server reads it) puts it.
  const fromFile = loadEnv(mode, path.resolve(import.meta.dirname, '../..'), '');
  const api = `http://127.0.0.1:${process.env.PORT || fromFile.PORT || '3000'}`;
  return {
    plugins: [
      react(),
      mantineStyles(path.resolve(import.meta.dirname, 'src')),
      unsetBusiness(),
      pdfjsData(),
      precompress(),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // bench/ reads the manifest to measure what the sign-in page loads.
      manifest: true,
      chunkSizeWarningLimit: 700,
      // Fewer, larger files on a first visit (decisions/167). A phone on a slow network pays a
      // round trip for each file it must fetch before the page can draw, six at a time over
      // HTTP/1.1, and the split left some 40 files of a few hundred bytes: the mailed proof link's
      // page fetched 56 scripts. So everything the first script needs goes in one file, and a
      // shared piece under 8 kB (its source) is copied into each page that uses it rather than
      // fetched on its own. No page exports to another, so entry signatures need not be kept.
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            groups: [{ name: 'first', tags: ['$initial'] }],
            experimentalInlineCommonChunks: { maxSize: 8000 },
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': api },
    },
    preview: {
      proxy: { '/api': api },
    },
  };
});
