import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './portal.ts';

export type Row = { measure: string; value: string; goal: string; met: boolean | null };

/**
 * Prints a table of figures and writes them as JSON to bench/results/<name>.json. A missed goal
 * makes the bench exit non-zero, so a script or CI that runs it sees the miss without reading.
 */
export function report(name: string, rows: Row[]): void {
  console.log(`\n${name}`);
  console.table(
    rows.map((r) => ({
      measure: r.measure,
      value: r.value,
      goal: r.goal,
      met: r.met === null ? '-' : r.met ? 'yes' : 'NO',
    })),
  );
  const dir = path.join(repoRoot, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${name}.json`),
    `${JSON.stringify({ name, at: new Date().toISOString(), rows }, null, 2)}\n`,
  );
  const missed = rows.filter((r) => r.met === false);
  if (missed.length > 0) {
    console.error(`${name}: ${missed.length} goal(s) missed: ${missed.map((r) => r.measure).join('; ')}`);
    process.exitCode = 1;
  }
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
