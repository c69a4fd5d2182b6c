import { type SQL, sql } from 'drizzle-orm';
import { outbox } from '../db/schema/index.ts';

/**
 * A condition for a query of another table: a message with the key `key` (an SQL expression of
 * that query's row, such as an order's job key) exists, whatever became of it. Found through the
 * key's unique index.
 */
export const keyedMessageExists = (key: SQL): SQL =>
  sql`exists (select 1 from ${outbox} where ${outbox.idempotencyKey} = ${key})`;
