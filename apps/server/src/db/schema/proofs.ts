import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { storedFiles } from './files.ts';
import { quotes } from './quotes.ts';

/**
 * An artwork proof (decisions/129): one immutable file version, attached to one decoration row of
 * a quote, with the spec it shows. The file's stored object, name and sha-256 are copied here so
 * the version stays what it was whatever happens to the file pages; `version` counts per
 * decoration. Only `state` and its times change, and an approved row never changes again.
 */
export const proofs = pgTable(
  'proofs',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** The decoration row's id in the quote's content, and its position and process when added. */
    rowId: text('row_id').notNull(),
    position: text('position').notNull().default(''),
    process: text('process').notNull().default(''),
    decoration: text('decoration').notNull().default(''),
    version: integer('version').notNull(),
    /** draft, sent, approved, changes_requested or superseded. */
    state: text('state').notNull().default('draft'),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    fileName: text('file_name').notNull(),
    /** stitch_count, width_mm, height_mm, colours, placement_note, garment_colours. */
    spec: jsonb('spec').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('proofs_row_version').on(t.quoteId, t.rowId, t.version),
    index('proofs_quote_idx').on(t.quoteId),
    // The staff home page's proofs waiting: sent ones and ones sent back, few of many.
    index('proofs_waiting_idx').on(t.quoteId).where(sql`${t.state} in ('sent', 'changes_requested')`),
  ],
);

/** Links to a quote's proof page, mailed with the proofs: the token stored only as its sha-256. */
export const proofLinks = pgTable(
  'proof_links',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sentTo: text('sent_to').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('proof_links_token_idx').on(t.tokenHash),
    index('proof_links_quote_idx').on(t.quoteId),
    // The reminder scheduler looks only at rounds whose link still works.
    index('proof_links_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Each opening of a quote's proofs by its customer, through the mailed link or in the portal:
 * the proof reminders read the first one since a round went, and staff its count.
 */
export const proofViews = pgTable(
  'proof_views',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    linkId: integer('link_id').references(() => proofLinks.id, { onDelete: 'set null' }),
    viewedAt: createdAt(),
    address: text('address').notNull().default(''),
    /** 'phone', 'tablet' or 'desktop', from the user agent. */
    device: text('device').notNull(),
  },
  (t) => [index('proof_views_quote_idx').on(t.quoteId, t.viewedAt)],
);

/**
 * The record of each answer to a proof, never changed: an approval (the checklist as ticked and
 * the typed name), a request for changes (the note, pins and an optional file) or staff's
 * override (the reason, against the decoration's current proof or none). Each keeps the proof
 * version's hash and spec as answered, the time, address and browser, and the account or link.
 */
export const proofAnswers = pgTable(
  'proof_answers',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    rowId: text('row_id').notNull(),
    /** The proof answered; an override of a decoration that never had a proof names none. */
    proofId: integer('proof_id').references(() => proofs.id, { onDelete: 'cascade' }),
    /** approved, changes_requested or override. */
    kind: text('kind').notNull(),
    sha256: text('sha256').notNull().default(''),
    spec: jsonb('spec').notNull().default(sql`'{}'::jsonb`),
    checklist: jsonb('checklist').notNull().default(sql`'[]'::jsonb`),
    pins: jsonb('pins').notNull().default(sql`'[]'::jsonb`),
    name: text('name').notNull().default(''),
    note: text('note').notNull().default(''),
    fileId: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    linkId: integer('link_id').references(() => proofLinks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('proof_answers_quote_idx').on(t.quoteId, t.rowId)],
);
