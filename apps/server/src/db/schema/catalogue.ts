import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Supplier catalogues (quote spec 3 "Catalogue data", accounts spec 3 product rows and size
 * settings). Money is integer cents. A catalogue's `version` goes up on every change to its
 * products or size order, so a loaded product list can be revalidated with an ETag.
 */
export const catalogues = pgTable('catalogues', {
  /** One of the 23 catalogue keys of the quote spec (WS, JB, ... NCCA). */
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** The spec's order of the keys. */
  sortOrder: integer('sort_order').notNull().default(0),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

/** A style: one product code of a catalogue; its sizes and colours are in catalogue_skus. */
export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: serial('id').primaryKey(),
    catalogueKey: text('catalogue_key')
      .notNull()
      .references(() => catalogues.key, { onDelete: 'cascade' }),
    /** The style code as the supplier prints it, e.g. "1HT" or "ZW460". */
    code: text('code').notNull(),
    /** The lookup key of the style in its catalogue: the code upper-cased without spaces. */
    shortcode: text('shortcode').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    /** Garment kind (tee, polo, ...) for the generated image placeholder. */
    kind: text('kind').notNull().default(''),
    /** The lowest price and cost of its SKUs. */
    priceCents: integer('price_cents').notNull().default(0),
    costCents: integer('cost_cents').notNull().default(0),
    imageUrl: text('image_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('catalogue_products_key_shortcode_idx').on(t.catalogueKey, t.shortcode),
    index('catalogue_products_key_description_idx').on(t.catalogueKey, sql`lower(${t.description})`),
  ],
);

/** A product combination (colour by size) that exists, with its own SKU, price, cost and stock. */
export const catalogueSkus = pgTable(
  'catalogue_skus',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    colour: text('colour').notNull(),
    size: text('size').notNull(),
    sku: text('sku').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    costCents: integer('cost_cents').notNull().default(0),
    /** Stock on hand as the supplier last reported it. */
    qty: integer('qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colour, t.size] })],
);

/** The colour names of a catalogue, with a swatch colour for the grid and placeholders. */
export const catalogueColours = pgTable(
  'catalogue_colours',
  {
    catalogueKey: text('catalogue_key')
      .notNull()
      .references(() => catalogues.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hex: text('hex').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.catalogueKey, t.name] })],
);

/** The size names of a catalogue and their order: by position, then by name (accounts spec 9). */
export const catalogueSizes = pgTable(
  'catalogue_sizes',
  {
    catalogueKey: text('catalogue_key')
      .notNull()
      .references(() => catalogues.key, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.catalogueKey, t.name] })],
);

/**
 * A supplier file parsed and waiting for review (the spec's supplier `standard_csv`). Only the
 * latest upload of a catalogue is kept; accepting it applies it and stamps `applied_at`.
 */
export const catalogueUploads = pgTable(
  'catalogue_uploads',
  {
    id: serial('id').primaryKey(),
    catalogueKey: text('catalogue_key')
      .notNull()
      .references(() => catalogues.key, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull(),
    /** `{columns, rows}`: the parsed rows as arrays in the order of `columns`. */
    table: jsonb('standard_csv').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    appliedBy: integer('applied_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('catalogue_uploads_key_idx').on(t.catalogueKey, t.createdAt)],
);
