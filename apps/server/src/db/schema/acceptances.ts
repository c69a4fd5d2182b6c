import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { storedFiles } from './files.ts';
import { quoteLinks } from './quote-links.ts';
import { quotes } from './quotes.ts';

/**
 * What was accepted and how (decisions/120): one row per accepted revision of a quote, written
 * in the acceptance's own transaction and never changed. It keeps the customer's document as
 * accepted and its hash, the terms of trade version in force, the purchase order, the typed
 * name, the time, address and browser, and whether it came by link or in the portal, from
 * which account or link. The acceptance certificate is drawn from this row alone.
 */
export const quoteAcceptances = pgTable(
  'quote_acceptances',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** sha-256 hex of the canonical text of the revision's snapshot as the customer read it. */
    documentHash: text('document_hash').notNull(),
    /** The quote document (as the PDF draws it) the customer accepted. */
    document: jsonb('document').notNull(),
    termsVersion: integer('terms_version').notNull(),
    poNumber: text('po_number').notNull().default(''),
    poFileId: integer('po_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** 'link' or 'portal'. */
    via: text('via').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    linkId: integer('link_id').references(() => quoteLinks.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('quote_acceptances_quote_revision_idx').on(t.quoteId, t.revision),
    // The staff home page's answers since yesterday.
    index('quote_acceptances_accepted_idx').on(t.acceptedAt),
  ],
);
