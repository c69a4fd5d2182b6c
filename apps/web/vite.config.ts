import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server serves apps/web/dist on the same origin as the API, so the browser only ever
// talks to 'self' (the content security policy allows nothing else).
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // bench/ reads the manifest to measure what the sign-in page loads.
    manifest: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
