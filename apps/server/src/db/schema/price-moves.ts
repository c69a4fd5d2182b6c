import { date, doublePrecision, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The nightly list of quotes whose price would move (decisions/147): one row per business day,
 * made once across every process (the day is the key), holding each listed quote with its
 * total now and priced again that day. Staff read the newest on the home page.
 */
export const priceMoveLists = pgTable('price_move_lists', {
  /** The business day (its time zone) the list was made for. */
  day: date('day', { mode: 'string' }).primaryKey(),
  /** The business's percentage when it was made. */
  percent: doublePrecision('percent').notNull(),
  /** [{ quote_id, total_before, total_after }], the biggest move first. */
  moves: jsonb('moves').notNull(),
  madeAt: timestamp('made_at', { withTimezone: true, mode: 'date' }).notNull(),
});
