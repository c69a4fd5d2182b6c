import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script (run by node in `npm run lint`), without types.
import { sourcesUnder } from './import-boundaries.mjs';
import { findOutboxTableBreaches } from './outbox-table-boundary.mjs';

const check = findOutboxTableBreaches as (files: { path: string; text: string }[]) => string[];

describe('the outbox table boundary', () => {
  it('finds no module outside the outbox reaching into its table', () => {
    const files = (sourcesUnder as (dir: string) => { path: string; text: string }[])(
      path.resolve(import.meta.dirname, '../apps/server/src'),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(check(files)).toEqual([]);
  });

  it('catches planted breaches, imports and SQL alike, and lets the outbox, the schema and tests name the table', () => {
    const planted = [
      {
        path: 'modules/memos/notify-note.ts',
        text: "import { outbox, quotes } from '../../db/schema/index.ts';",
      },
      {
        path: 'modules/handoff/state.ts',
        text: "import {\n  quotes,\n  outbox as box,\n} from '../../db/schema/outbox.ts';",
      },
      { path: 'modules/x/y.ts', text: "import * as schema from '../../db/schema/index.ts';" },
      { path: 'modules/x/fine.ts', text: "import { quotes } from '../../db/schema/index.ts';" },
      {
        path: 'modules/memos/raw.ts',
        text: "await tx.execute(sql`update outbox set payload = jsonb_set(payload, '{text}', to_jsonb(1))`);",
      },
      { path: 'modules/x/quoted.ts', text: 'await db.execute(sql<number>`select count(*) from "outbox"`);' },
      {
        path: 'modules/x/words.ts',
        text: '// a comment that says read from outbox rows\nsql`select 1 from outbox_like`',
      },
      { path: 'outbox/raw.ts', text: 'sql`update outbox set status = 1`' },
      { path: 'outbox/enqueue.ts', text: "import { outbox } from '../db/schema/index.ts';" },
      { path: 'modules/outbox/outbox.test.ts', text: "import { outbox } from '../../db/schema/index.ts';" },
    ];
    expect(check(planted)).toEqual([
      'modules/memos/notify-note.ts imports the outbox table: use the operations in src/outbox/',
      'modules/handoff/state.ts imports the outbox table: use the operations in src/outbox/',
      'modules/x/y.ts imports the whole schema: import the tables it needs by name',
      'modules/memos/raw.ts names the outbox table in SQL: use the operations in src/outbox/',
      'modules/x/quoted.ts names the outbox table in SQL: use the operations in src/outbox/',
    ]);
  });
});
