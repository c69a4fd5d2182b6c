import { boolean, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * How many quotes each account has in each tab, orders apart: the quote list's row count
 * (decisions/165). Triggers on `quotes` keep it in the statement that inserts, deletes or moves a
 * quote (migration 0030), so the first slice of a list of 250,000 quotes adds up a row per account
 * instead of counting every quote. No reference to the account: its row stays at 0 when the
 * account and its quotes are deleted.
 */
export const quoteTallies = pgTable(
  'quote_tallies',
  {
    userId: integer('user_id').notNull(),
    archive: smallint('archive').notNull(),
    /** The quote has an order status: it is on the Orders list as well. */
    isOrder: boolean('is_order').notNull(),
    quotes: integer('quotes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.archive, t.isOrder] })],
);
