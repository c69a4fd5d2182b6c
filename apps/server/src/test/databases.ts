import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { MIGRATED_PGLITE_IMAGE } from './provided-context.ts';

export type TestDatabaseKind = { name: 'pglite' | 'postgres'; open: () => Promise<Database> };

/**
 * The engines an API suite runs on: always embedded PGlite; PostgreSQL too when
 * TEST_DATABASE_URL names a server. Each open gives a fresh, migrated, private database.
 */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: 'pglite', open: openPglite }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) kinds.push({ name: 'postgres', open: () => openPrivatePostgres(serverUrl) });
  return kinds;
}

/**
 * A fresh embedded database. Creating one and migrating it takes some 5 s of CPU, so the suite's
 * global setup (pglite-image.ts) does it once and each test database starts from its files (0.6 s).
 */
async function openPglite(): Promise<Database> {
  const image = migratedImage();
  if (!image) return openMigrated({ databaseUrl: undefined, dataDir: 'memory://' });
  return openDatabase({ databaseUrl: undefined, dataDir: 'memory://' }, image);
}

/** The global setup's image (42 MB), read once per test file however many databases it opens. */
let image: Blob | undefined;
const migratedImage = (): Blob | undefined => {
  const file = inject(MIGRATED_PGLITE_IMAGE);
  if (file && !image) image = new Blob([fs.readFileSync(file)]);
  return image;
};

async function openMigrated(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = await openDatabase(config);
  await migrateDatabase(database);
  return database;
}

/** A throwaway database on the server: its URL, and how to drop it again. */
export async function createPrivatePostgres(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A migrated private database that is dropped on close, so test files never collide. */
async function openPrivatePostgres(serverUrl: string): Promise<Database> {
  const { url, drop } = await createPrivatePostgres(serverUrl);
  const database = await openMigrated({ databaseUrl: url, dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
