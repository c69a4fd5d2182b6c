import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/src/**/*.test.tsx',
      'scripts/**/*.test.ts',
    ],
    // One migrated embedded database for the run, which the API suites' databases start from.
    globalSetup: ['apps/server/src/test/pglite-image.ts'],
    // Fails a file whose code sends two queries at once on one PostgreSQL connection.
    // The business every page carries in index.html, in the web tests' documents.
    setupFiles: [
      'apps/server/src/test/refuse-overlapping-queries.ts',
      'apps/web/src/testing/embedded-business.ts',
    ],
    // API tests each start an embedded database; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit.json' },
  },
});
