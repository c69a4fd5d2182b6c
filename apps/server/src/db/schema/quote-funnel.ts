import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { quotes } from './quotes.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The funnel's summary of one sent quote (decisions/136): when it was first sent, first opened by
 * its customer after that, became an order, its latest decline's reason and its valid-to day. A
 * row is rewritten from those facts in the transaction of every send, opening, decline, status
 * move and renewal of its quote (quotes/quote-funnel.ts), so the funnel of 250,000 quotes reads
 * one narrow index instead of probing four tables per quote. Expiry is not written: it is the
 * valid-to day passing, which the report compares with its own today.
 */
export const quoteFunnel = pgTable(
  'quote_funnel',
  {
    quoteId: integer('quote_id')
      .primaryKey()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** Its first send (the lowest sent revision's `sent_at`): the period a funnel counts it in. */
    firstSentAt: moment('first_sent_at').notNull(),
    /** The customer's first opening at or after that send; null while never opened. */
    viewedAt: moment('viewed_at'),
    /** When it became an order (`order_figures.accepted_at`); null while it is not one. */
    acceptedAt: moment('accepted_at'),
    /** Its latest decline's reason; null while never declined. */
    declineReason: text('decline_reason'),
    /** The quote's valid-to day, for expiry. */
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [
    index('quote_funnel_period_idx').on(t.firstSentAt, t.acceptedAt, t.viewedAt, t.declineReason, t.validTo),
  ],
);
