// `npm run bench`: every benchmark in turn; each prints its table and writes bench/results/*.json.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = [
  'startup.ts',
  'signin-bundle.ts',
  'quote-pricing.ts',
  'quote-list.ts',
  'catalogue.ts',
  'quote-editor.ts',
  'supplier-bomb.ts',
  'artwork-upload.ts',
  'pdf-first-page.ts',
  'outbox-throughput.ts',
  'quote-pdf.ts',
  'conversation-log.ts',
  'revision-compare.ts',
  'link-openings.ts',
  'reminders.ts',
  'lighthouse.ts',
].filter((b) => !only || b.startsWith(only));

let failed = false;
for (const bench of benches) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, bench)], { stdio: 'inherit' });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
