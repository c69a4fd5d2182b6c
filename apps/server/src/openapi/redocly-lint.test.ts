import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

const redoclyCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

type LintReport = {
  totals: { errors: number; warnings: number };
  problems: {
    ruleId: string;
    severity: 'error' | 'warn';
    message: string;
    location: { pointer?: string }[];
  }[];
};

/**
 * The served document, linted by Redocly's own CLI with its `recommended` rules, as a tool that
 * reads the document would: any error fails (every operation with a summary, an operationId and
 * a 4xx answer; valid schemas; plain path keys; servers). Warnings are printed, not failed on.
 */
describe.each(testDatabases().slice(0, 1))('Redocly lint of the served OpenAPI document on $name', (kind) => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-'));
  });
  afterAll(async () => {
    await t?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('finds no error under the recommended rules', async () => {
    const file = path.join(folder, 'openapi.json');
    fs.writeFileSync(file, (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body);
    const args = [
      redoclyCli,
      'lint',
      file,
      '--extends=recommended',
      '--format=json',
      '--max-problems=100000',
    ];
    // No usage report or update check leaves the machine (and CI may have no network).
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const run = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 * 1024 * 1024 }).catch(
      (failed: { stdout?: string; stderr?: string }) => failed,
    );
    const report = JSON.parse(run.stdout ?? '') as LintReport;
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`);
    console.info(`Redocly recommended: ${report.totals.errors} errors, ${report.totals.warnings} warnings`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 120_000);
});
