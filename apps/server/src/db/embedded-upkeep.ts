import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** How often the server does the embedded database's vacuuming. */
const UPKEEP_EVERY_MS = 60 * 60_000;

/**
 * What PostgreSQL's autovacuum does for a server, done for the embedded database, which has no
 * background workers (decisions/166): VACUUM keeps the visibility map, so a slice deep in the
 * quote list is found in an index alone; ANALYZE keeps the planner's statistics as the data grows.
 * `table`: that table only. The quotes table at 250,000 quotes takes some 20 ms when nothing
 * changed and half a second after loading them; every table of the demo data, 100-200 ms.
 */
export async function vacuumEmbedded(database: Database, table?: string): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute(table ? sql`vacuum (analyze) ${sql.identifier(table)}` : sql`vacuum (analyze)`);
}

export type EmbeddedUpkeep = { stop: () => Promise<void> };

/** Vacuums the embedded database every hour, one pass at a time; nothing for PostgreSQL. */
export function startEmbeddedUpkeep(database: Database, onError: (error: unknown) => void): EmbeddedUpkeep {
  if (database.kind !== 'pglite') return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= vacuumEmbedded(database)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, UPKEEP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
