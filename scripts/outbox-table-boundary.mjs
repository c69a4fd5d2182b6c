// The outbox owns its table: other server modules queue, add to a digest and
// read a hand-off's state through the outbox's operations (apps/server/src/outbox/), never by
// importing the `outbox` table or naming it in an SQL template. Tests may read it to check what
// was sent. `npm run lint` runs it; scripts/outbox-table-boundary.test.ts shows it catching
// planted breaches.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourcesUnder } from './import-boundaries.mjs';

/** Named imports (and re-exports) from the schema: `import { outbox, quotes } from '../db/schema/index.ts'`. */
const FROM_SCHEMA = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]*db\/schema[^'"]*)['"]/g;
/** A namespace import of the schema, through which the table could be reached. */
const SCHEMA_NAMESPACE = /import\s+\*\s+as\s+\w+\s+from\s*['"]([^'"]*db\/schema[^'"]*)['"]/g;
/** An SQL template (drizzle's sql`...`), in which the table could be named without importing it. */
const SQL_TEMPLATE = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
/** The table named as SQL names it: read, written or joined by its name. */
const TABLE_IN_SQL = /\b(?:from|into|update|join)\s+"?outbox"?(?![\w-])/i;

/** Where the table may be named: the outbox module, the schema and migrations, and tests. */
const mayNameTable = (file) =>
  file.startsWith('outbox/') ||
  file.startsWith('db/') ||
  file.startsWith('test/') ||
  /\.test\.tsx?$/.test(file);

/** The breaches in server files, each given by its path under apps/server/src and its text. */
export function findOutboxTableBreaches(files) {
  const breaches = [];
  for (const file of files) {
    if (mayNameTable(file.path)) continue;
    for (const match of file.text.matchAll(FROM_SCHEMA)) {
      const names = (match[1] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0]);
      if (names.includes('outbox'))
        breaches.push(`${file.path} imports the outbox table: use the operations in src/outbox/`);
    }
    for (const _ of file.text.matchAll(SCHEMA_NAMESPACE))
      breaches.push(`${file.path} imports the whole schema: import the tables it needs by name`);
    for (const match of file.text.matchAll(SQL_TEMPLATE))
      if (TABLE_IN_SQL.test(match[1] ?? ''))
        breaches.push(`${file.path} names the outbox table in SQL: use the operations in src/outbox/`);
  }
  return breaches;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server/src');
  const breaches = findOutboxTableBreaches(sourcesUnder(src));
  for (const line of breaches) console.error(line);
  if (breaches.length) {
    console.error(`${breaches.length} file(s) reach into the outbox's table`);
    process.exit(1);
  }
  console.log('outbox table boundary: no breach');
}
