import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { quotes } from './quotes.ts';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * The figures reports read (decisions/135): one row per accepted order, written in the
 * transaction of the move that makes or changes it (quotes/status-move.ts), so a report of
 * 250,000 quotes adds up one narrow table instead of pricing documents.
 */
export const orderFigures = pgTable(
  'order_figures',
  {
    quoteId: integer('quote_id')
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** The client: the quote's customer account. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When the quote first became an order; kept while it stays one. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The quote's stored total ex GST and total cost (quote spec 9). */
    priceCents: cents('price_cents'),
    costCents: cents('cost_cents'),
  },
  (t) => [index('order_figures_period_idx').on(t.acceptedAt, t.userId, t.priceCents, t.costCents)],
);

/**
 * An order's figures split by decoration process and by supplier catalogue
 * (`@portal/domain/reports` orderBreakdownOf); each split adds up to the order's figures.
 * `accepted_at` is the order's, copied so a period's sums come from this index alone.
 */
export const orderFigureLines = pgTable(
  'order_figure_lines',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => orderFigures.quoteId, { onDelete: 'cascade' }),
    /** 'process' or 'catalogue'. */
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    priceCents: cents('price_cents'),
    costCents: cents('cost_cents'),
  },
  (t) => [
    primaryKey({ columns: [t.quoteId, t.dimension, t.key] }),
    index('order_figure_lines_period_idx').on(t.dimension, t.acceptedAt, t.key, t.priceCents, t.costCents),
  ],
);
