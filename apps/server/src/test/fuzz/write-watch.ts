import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Columns a refused request is meant to write: a wrong password counts against the account
 * (DESIGN: Security). A change to any other column, or any insert or delete, is a change.
 */
const WRITES_BY_DESIGN: Record<string, string[]> = {
  users: [
    'failed_logins',
    'last_failed_login_at',
    'sign_in_window_started_at',
    'sign_in_window_failures',
    'updated_at',
  ],
};

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * Counts every committed row change in the test database with triggers: a change rolled back
 * leaves no count, so "did this refused request change stored data" is one cheap read rather
 * than a hash of every table. Test instrumentation only; the app never sees it.
 */
export async function watchWrites(db: Db): Promise<{ changes: () => Promise<Map<string, number>> }> {
  await db.execute(
    sql.raw(`
    CREATE TABLE fuzz_writes (id bigserial PRIMARY KEY, table_name text NOT NULL, op text NOT NULL)`),
  );
  await db.execute(
    sql.raw(`
    CREATE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ignored text[] := coalesce(TG_ARGV, '{}');
    BEGIN
      IF TG_OP = 'UPDATE' AND
         (to_jsonb(OLD) - ignored) IS NOT DISTINCT FROM (to_jsonb(NEW) - ignored) THEN
        RETURN NULL;
      END IF;
      INSERT INTO fuzz_writes (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
      RETURN NULL;
    END $$;`),
  );
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_writes'`,
    ),
  );
  for (const { tablename } of tables) {
    const ignored = (WRITES_BY_DESIGN[tablename] ?? []).map((column) => `'${column}'`).join(', ');
    await db.execute(
      sql.raw(
        `CREATE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE ON "${tablename}"
         FOR EACH ROW EXECUTE FUNCTION fuzz_note_write(${ignored})`,
      ),
    );
  }
  return {
    /** Changes per table and operation since the last call (and forgets them). */
    changes: async () => {
      const rows = rowsOf<{ table_name: string; op: string; n: number }>(
        await db.execute(
          sql`WITH gone AS (DELETE FROM fuzz_writes RETURNING table_name, op)
              SELECT table_name, op, count(*)::int AS n FROM gone GROUP BY table_name, op`,
        ),
      );
      return new Map(rows.map((row) => [`${row.op} ${row.table_name}`, row.n]));
    },
  };
}
