import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the benchmark page into the folder bench/revision-compare.ts names, as the app is built. */
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: process.env.BENCH_PAGE_OUT ?? 'dist', emptyOutDir: true, sourcemap: false },
});
