// Prints one closing line for the whole suite, 'tests: N passed, N failed', from the JSON
// reports of Vitest and Playwright, so CI can read the count of both runners at once.
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
}
const e2e = read('test-results/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}
// scripts/run-tests.mjs names the steps that failed (lint, types, a runner that crashed before
// its report), so the one line says so too.
const failedSteps = process.argv.slice(2).filter(Boolean);
const steps = failedSteps.length ? `; steps failed: ${failedSteps.join(', ')}` : '';
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${steps}`);
process.exit(failed > 0 || passed === 0 || failedSteps.length > 0 ? 1 : 0);
