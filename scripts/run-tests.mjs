// `npm test`: every step of the suite runs even when an earlier one fails (a failing unit test
// must not hide the browser suite's result), then one closing summary line is printed and the
// exit is non-zero if any step failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The suite's steps in order; `needs` names a step whose failure makes this one pointless. */
const STEPS = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'migrations', command: ['npm', 'run', 'db:check'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'e2e', command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'], needs: 'build' },
  { name: 'production', command: ['node', 'scripts/production-path.mjs'], needs: 'build' },
];

// Reports of an earlier run must not stand in for a step that fails before writing its own.
for (const report of ['test-results/unit.json', 'test-results/e2e.json'])
  fs.rmSync(path.join(root, report), { force: true });

const outcomes = new Map();
for (const step of STEPS) {
  if (step.needs && outcomes.get(step.needs) !== 'passed') {
    outcomes.set(step.name, `not run (${step.needs} failed)`);
    continue;
  }
  const started = performance.now();
  console.log(`\n── ${step.name}: ${step.command.join(' ')}`);
  const run = spawnSync(step.command[0], step.command.slice(1), { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  outcomes.set(step.name, run.status === 0 ? 'passed' : `FAILED (exit ${run.status ?? run.signal})`);
  console.log(`── ${step.name}: ${outcomes.get(step.name)} in ${seconds} s`);
}

console.log('\nsteps:', [...outcomes].map(([name, outcome]) => `${name} ${outcome}`).join(', '));
const failedSteps = [...outcomes].filter(([, outcome]) => outcome !== 'passed').map(([name]) => name);
const summary = spawnSync(process.execPath, ['scripts/test-summary.mjs', ...failedSteps], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(failedSteps.length > 0 || summary.status !== 0 ? 1 : 0);
