import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { quoteLinks } from './quote-links.ts';
import { quotes } from './quotes.ts';

/**
 * Each revision of a quote as it was sent (DESIGN: Revisions, sending and acceptance): what the
 * customer was shown of it (`@portal/domain/revisions`' snapshot) and that snapshot's sha-256,
 * written in the transaction of the send. One row per revision: sending the same document again
 * adds nothing.
 */
export const sentRevisions = pgTable(
  'sent_revisions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    hash: text('hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'email', 'sms' or 'marked' (staff switched Sent on). */
    channel: text('channel').notNull(),
  },
  (t) => [
    uniqueIndex('sent_revisions_quote_revision_idx').on(t.quoteId, t.revision),
    // The funnel report finds the quotes first sent in a period from here.
    index('sent_revisions_sent_at_idx').on(t.sentAt),
  ],
);

/**
 * Every opening of a quote by its customer, in the portal (`userId`) or by a mailed link
 * (`linkId`): the revision shown, when, from which address and on what kind of device. Staff
 * read it as a summary; customers never see it.
 */
export const quoteViews = pgTable(
  'quote_views',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    linkId: integer('link_id').references(() => quoteLinks.id, { onDelete: 'set null' }),
    viewedAt: createdAt(),
    address: text('address').notNull().default(''),
    /** 'phone', 'tablet' or 'desktop', from the user agent. */
    device: text('device').notNull(),
  },
  (t) => [
    index('quote_views_quote_idx').on(t.quoteId, t.viewedAt),
    // The reminder scheduler finds the openings recent enough to make a rule due from here.
    index('quote_views_created_idx').on(t.viewedAt),
  ],
);
