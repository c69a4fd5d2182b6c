// Keeps drizzle-kit's snapshots level with the schema, because migrations after 0006 are written
// by hand (PostgreSQL 15 SQL, reviewed line by line) and the generator never saw them.
//
//   npm run db:check      runs the generator on the schema, in a copy of apps/server/drizzle, and
//                         fails when it would write a migration: the schema (src/db/schema) and
//                         the snapshots disagree. `npm test` runs it.
//   npm run db:snapshot   after adding a hand-written migration (SQL file + _journal.json entry)
//                         and changing the schema to match: stores the generator's snapshot of
//                         the schema as the newest migration's snapshot, writing no SQL.
//
// The generator compares the schema with the newest snapshot only, so one snapshot at the newest
// migration is what makes it regenerate clean.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const drizzleDir = path.join(server, 'drizzle');
const mode = process.argv[2];
if (mode !== 'check' && mode !== 'update') {
  console.error('Usage: node scripts/db-snapshot.mjs check|update');
  process.exit(2);
}

const listFiles = (dir) =>
  fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, f)).isFile());

// drizzle-kit takes --out only as a plain folder name under the folder it runs in (an absolute
// path, or one starting with a dot, fails), so the scratch copy sits in apps/server for the
// moment of the run (ignored by git).
const scratch = fs.mkdtempSync(path.join(server, 'drizzle-scratch-'));
let exitCode = 1;
try {
  exitCode = run();
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(exitCode);

function run() {
  fs.cpSync(drizzleDir, scratch, { recursive: true });
  const before = new Set(listFiles(scratch));
  const drizzleKit = path.join(path.dirname(fileURLToPath(import.meta.resolve('drizzle-kit'))), 'bin.cjs');
  const args = ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema/index.ts'];
  const generate = spawnSync(process.execPath, [drizzleKit, ...args, '--out', path.basename(scratch)], {
    cwd: server,
    encoding: 'utf8',
  });
  // It can fail and still exit 0: only its own words for a clean run count.
  const nothingToDo = /No schema changes/.test(generate.stdout);
  if (generate.status !== 0 || (!nothingToDo && !/Your SQL migration file/.test(generate.stdout))) {
    console.error(generate.stdout, generate.stderr);
    console.error('drizzle-kit generate failed.');
    return 1;
  }
  const sql = listFiles(scratch).filter((f) => !before.has(f) && f.endsWith('.sql'));
  if (nothingToDo && sql.length === 0) {
    console.log("db:check: the schema and the migrations' snapshots agree; the generator writes nothing.");
    return 0;
  }
  if (mode === 'check') {
    for (const file of sql)
      console.error(
        `--- the generator would write ${file}:\n${fs.readFileSync(path.join(scratch, file), 'utf8')}`,
      );
    console.error(
      'db:check: src/db/schema differs from the newest snapshot. Write the migration by hand (SQL file and ' +
        '_journal.json entry), then run `npm run db:snapshot` (README: Migrations).',
    );
    return 1;
  }
  // update: the generated snapshot describes the whole schema; file it under the newest migration.
  const snapshot = listFiles(scratch).find((f) => !before.has(f) && f.endsWith('_snapshot.json'));
  if (!snapshot) throw new Error('the generator wrote SQL but no snapshot');
  const journal = JSON.parse(fs.readFileSync(path.join(drizzleDir, 'meta/_journal.json'), 'utf8'));
  const newest = journal.entries.at(-1);
  const target = path.join(drizzleDir, 'meta', `${newest.tag.split('_')[0]}_snapshot.json`);
  const fresh = JSON.parse(fs.readFileSync(path.join(scratch, snapshot), 'utf8'));
  // Replacing this migration's own snapshot: keep its place in the chain, not point at itself.
  if (fs.existsSync(target)) fresh.prevId = JSON.parse(fs.readFileSync(target, 'utf8')).prevId;
  fs.writeFileSync(target, `${JSON.stringify(fresh, null, 2)}\n`);
  console.log(`db:snapshot: wrote ${path.relative(process.cwd(), target)}, the schema as of ${newest.tag}.`);
  console.log('Compare what the generator would have written with the hand-written migrations:');
  for (const file of sql) console.log(fs.readFileSync(path.join(scratch, file), 'utf8'));
  return 0;
}
