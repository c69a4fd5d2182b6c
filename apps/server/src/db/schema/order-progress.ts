import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { quotes } from './quotes.ts';

/**
 * The progress poll's work (decisions/150): one row per accepted order still being followed.
 * A process claims rows whose lease has ended with FOR UPDATE SKIP LOCKED and sets
 * `claimed_until`, reads the job and invoice outside any transaction, then records what it
 * found and when. `done_at` is set once every step is reached: the order is not read again.
 */
export const orderProgress = pgTable(
  'order_progress',
  {
    quoteId: integer('quote_id')
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    /**
     * Orders accepted before the portal followed progress: their first reading records the
     * steps already reached without telling the customer of old news.
     */
    quiet: boolean('quiet').notNull().default(false),
  },
  (t) => [index('order_progress_open_idx').on(t.checkedAt).where(sql`${t.doneAt} is null`)],
);

/** Each step an order reached, once, with the moment it was first seen done. */
export const orderSteps = pgTable(
  'order_steps',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** One of `@portal/domain/order-progress` ORDER_STEPS. */
    step: text('step').notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.step] })],
);
