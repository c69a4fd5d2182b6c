import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

/** Both drivers give the same query builder; code is written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Serialises migrations of several processes starting at once on one server; returns the release. */
  migrationLock?: () => Promise<() => Promise<void>>;
};

const MIGRATION_LOCK_KEY = 7_311_042;

/**
 * `image`: an embedded database's files to start from (PGlite's dumpDataDir), instead of creating
 * an empty one; the test suites start each database from one migrated image (test/databases.ts).
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  image?: Blob,
): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // A pooled connection the server cuts (a restart, a dropped database) emits 'error' on the
    // pool; unheard, it would end the process. The pool has already discarded that connection
    // and opens a new one when next asked, so it is only worth a line in the log while running.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const migrationLock = async () => {
      const client = await pool.connect();
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return async () => {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        client.release();
      };
    };
    const close = () => {
      closing = true;
      return pool.end();
    };
    return { db, kind: 'postgres', close, migrationLock };
  }
  // PGlite is one connection owned by this process: never open a live folder twice.
  const dir = config.dataDir === 'memory://' ? undefined : config.dataDir;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // The list's search index is pg_trgm's (migration 0031): the embedded database carries it built in.
  const extensions = { pg_trgm };
  const client = dir
    ? new PGlite(`${dir}/pg`, { extensions })
    : new PGlite(image ? { loadDataDir: image, extensions } : { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
