import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { quotes } from './quotes.ts';

/**
 * Accept and reject links sent with Email Quote (decisions/095). The token is
 * stored only as its sha256; the link is bound to the quote and the revision it was sent for,
 * ends with the quote's valid-to date, and answers once: `answer` set says how, by whom
 * (the name typed on the page), when and from which address.
 */
export const quoteLinks = pgTable(
  'quote_links',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** The sha-256 of the revision's snapshot as sent: the only document the link can answer. */
    hash: text('hash'),
    tokenHash: text('token_hash').notNull(),
    sentTo: text('sent_to').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    /** 'accepted' or 'rejected'. */
    answer: text('answer'),
    answeredName: text('answered_name').notNull().default(''),
    answeredIp: text('answered_ip').notNull().default(''),
    answerNote: text('answer_note').notNull().default(''),
  },
  (t) => [uniqueIndex('quote_links_token_idx').on(t.tokenHash), index('quote_links_quote_idx').on(t.quoteId)],
);
