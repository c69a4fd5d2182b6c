import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { MIGRATED_PGLITE_IMAGE } from './provided-context.ts';

/**
 * Vitest's global setup: an embedded database is created and migrated once for the whole run,
 * and its files are kept for the API suites to start each of their databases from
 * (databases.ts). Creating each from scratch cost some 4 s of CPU, some fifty times a run.
 */
export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-image-'));
  const file = path.join(folder, 'migrated.tar');
  const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const image = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide(MIGRATED_PGLITE_IMAGE, file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
