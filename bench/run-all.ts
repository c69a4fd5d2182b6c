// `npm run bench`: every benchmark in turn; each prints its table and writes bench/results/*.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
/** A bench file, and its environment where one size would hide a cost that grows with another. */
type Bench = [file: string, env?: Record<string, string>];
const all: Bench[] = [
  ['startup.ts'],
  ['signin-bundle.ts'],
  ['quote-pricing.ts'],
  ['quote-list.ts'],
  ['catalogue.ts'],
  ['quote-editor.ts', { QUOTE_LINES: '20' }],
  ['quote-editor.ts', { QUOTE_LINES: '100' }],
  ['quote-editor.ts', { QUOTE_LINES: '146' }],
  ['quote-editor.ts', { QUOTE_LINES: '300' }],
  ['quote-editor.ts', { QUOTE_LINES: '1202' }],
  ['supplier-bomb.ts'],
  ['artwork-upload.ts'],
  ['pdf-first-page.ts'],
  ['outbox-throughput.ts'],
  ['quote-pdf.ts'],
  ['conversation-log.ts'],
  ['revision-compare.ts'],
  ['link-openings.ts'],
  ['reminders.ts'],
  ['lighthouse.ts'],
  ['main-thread-blocking.ts'],
];
const benches = all.filter(([file]) => !only || file.startsWith(only));

let failed = false;
for (const [file, env] of benches) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
