import { sql } from 'drizzle-orm';
import { boolean, index, integer, json, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';
import { quotes } from './quotes.ts';

/**
 * One stored artwork object (decisions/090): the object itself is in storage under `storage_key`
 * (generated, never a user's name); this row holds what the user sent it as and what it is.
 * `kind` says which page it belongs to: brand, asset, visual, production or styleguide.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    /** The customer account the file belongs to (staff uploads name the client). */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The cleaned display name (decisions/090), with the extension of the sniffed type. */
    fileName: text('file_name').notNull(),
    /** What the browser sent, cleaned of control characters, kept for the record only. */
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    sniffedType: text('sniffed_type').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Logos: an Admin Upload (adminFile 1). */
    adminFile: boolean('admin_file').notNull().default(false),
    /** Visuals: the quote the visual belongs to. */
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stored_files_storage_key').on(t.storageKey),
    index('stored_files_owner_kind').on(t.ownerId, t.kind),
  ],
);

/** A production file's table row (accounts spec 3, "Production file"); the file is its stored file. */
export const productionFiles = pgTable(
  'production_files',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    productionType: text('production_type').notNull(),
    size: text('size').notNull().default(''),
    colours: text('colours').notNull().default(''),
    /** Placements: booleans by placement name. */
    position: json('position').notNull().default(sql`'{}'::json`),
    stitchCount: integer('stitch_count'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The saved design's setup fields (quote spec 3), as `storedDesignSetup` reads them. */
    setup: json('setup').notNull().default(sql`'{}'::json`),
    updatedAt: updatedAt(),
  },
  (t) => [index('production_files_type_order').on(t.productionType, t.sortOrder)],
);
