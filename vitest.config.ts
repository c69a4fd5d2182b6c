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
    // API tests each start an embedded database; give them room on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit.json' },
  },
});
