import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { quoteLinks } from './quote-links.ts';
import { quotes } from './quotes.ts';

/**
 * Every decline of a quote with its reason (decisions/124): by link (`link_id`) or in the portal
 * (`declined_by`), for the revision declined. `reason` is one of the domain's DECLINE_REASONS,
 * so declines can be counted by reason; `reason_other` holds the words of "other".
 */
export const quoteDeclines = pgTable(
  'quote_declines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    reason: text('reason').notNull(),
    reasonOther: text('reason_other').notNull().default(''),
    note: text('note').notNull().default(''),
    /** 'link' or 'portal'. */
    via: text('via').notNull(),
    linkId: integer('link_id').references(() => quoteLinks.id, { onDelete: 'set null' }),
    declinedBy: integer('declined_by').references(() => users.id, { onDelete: 'set null' }),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_declines_quote_idx').on(t.quoteId),
    index('quote_declines_reason_idx').on(t.reason, t.declinedAt),
    // The staff home page's answers since yesterday.
    index('quote_declines_declined_idx').on(t.declinedAt),
  ],
);
