import { type AnyColumn, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

const cents = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * What the quote list's search box looks in (decisions/166): the quote's lowered label, status and
 * order status (search_text) and its company's lowered name (company_sort); chr(1) keeps a match
 * from spanning two of them. The trigram indexes and the search's condition are this one
 * expression: the planner uses an index only for the expression it was built on.
 */
export const searchedText = (columns: { searchText: AnyColumn; companySort: AnyColumn }) =>
  sql`((${columns.searchText} || chr(1)) || ${columns.companySort})`;

/**
 * A quote or order: list and search fields as columns, the editor's document as `content`
 * (DESIGN: The quote document), kept as json text, not jsonb (decisions/046). Money is integer
 * cents; the server computes every total.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /** The customer account the quote belongs to. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    clientLabel: text('client_label').notNull().default(''),
    revision: integer('revision').notNull().default(0),
    status: text('status').notNull().default(''),
    orderStatus: text('order_status').notNull().default(''),
    ready: smallint('ready').notNull().default(0),
    sent: smallint('sent').notNull().default(0),
    archive: smallint('archive').notNull().default(0),
    validTo: date('valid_to', { mode: 'string' }),
    priceCents: cents('price_cents'),
    gstCents: cents('gst_cents'),
    costCents: cents('cost_cents'),
    approvedPriceCents: cents('approved_price_cents'),
    discountCents: cents('discount_cents'),
    content: json('content').notNull().default(sql`'[]'::json`),
    memoNote: text('memo_note').notNull().default(''),
    contactUser: integer('contact_user'),
    contactAddress: text('contact_address').notNull().default(''),
    contactInfo: text('contact_info').notNull().default(''),
    customAddress: text('custom_address').notNull().default(''),
    deliveryRequired: boolean('delivery_required').notNull().default(false),
    pickupInstore: boolean('pickup_instore').notNull().default(false),
    collectionId: integer('collection_id'),
    wfmOrderNo: text('wfm_order_no').notNull().default(''),
    /** The WorkflowMax job number once the order's job exists (accounts spec 3: Order wfm_id). */
    wfmId: text('wfm_id'),
    /** The project category the order was sent to WorkflowMax with. */
    wfmCategory: text('wfm_category'),
    /** The Xero invoice of the approved order: its number (Q{id}-R{revision}) and Xero's status. */
    xeroInvoiceNumber: text('xero_invoice_number'),
    xeroInvoiceStatus: text('xero_invoice_status'),
    // The migrations' column default; every write names the brand (DEFAULT_DECORATION_TYPE).
    defaultBrand: text('default_brand').notNull().default('Embroidery'),
    logo: text('logo'),
    customiseLogo: text('customise_logo'),
    /**
     * The quote this one was copied from by reorder or duplicate: a reorder offers its approved
     * proofs to re-confirm. No reference: deleting the source leaves the copy as it is.
     */
    copiedFrom: integer('copied_from'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Optimistic lock: a save carries the version it was read at (DESIGN: The quote document). */
    version: integer('version').notNull().default(1),
    /**
     * A fingerprint of the request that made this version (who, which call, what body). The same
     * request sent again from the version before is a repeat, a double click, and is answered
     * without a second write (decisions/060). Null after a write that is not a quote call.
     */
    lastWrite: text('last_write'),
    /** The price table version the stored totals were computed with; null: the defaults. */
    priceTablesVersion: integer('price_tables_version'),
    /**
     * The sha-256 of what the quote's customer would be shown now (revision-hash.ts), so that a
     * link opening compares it without pricing the quote. Null when not known: a trigger
     * (migration 0025) forgets it whenever a field the document is made of changes, and the
     * next reader works it out under the row lock (decisions/140).
     */
    snapshotHash: text('snapshot_hash'),
    /**
     * What the list's search box looks in besides the company name (accounts spec 2.8), lowered
     * once when the row is written so a search of 20,000 quotes compares one stored text per row.
     * chr(1) keeps a search from matching across two fields.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(label || chr(1) || status || chr(1) || order_status)`,
    ),
    /**
     * The account's company name, lowered, for the list's sort by company (accounts spec 2.8).
     * Triggers keep it (migration 0030): a quote takes it when written and again when its company
     * changes, and whatever is written here is replaced.
     */
    companySort: text('company_sort').notNull().default(''),
    /**
     * The label and status lowered, as the list sorts by them (accounts spec 2.8). Stored, so
     * their indexes hold the sort's whole key and a slice deep in the list is found in the index
     * alone (decisions/166): an index of lower(label) cannot answer that without the row.
     */
    labelSort: text('label_sort').generatedAlwaysAs(sql`lower(label)`),
    statusSort: text('status_sort').generatedAlwaysAs(sql`lower(status)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_user_idx').on(t.userId),
    index('quotes_archive_updated_idx').on(t.archive, t.updatedAt, t.id),
    index('quotes_status_idx').on(t.status),
    // The quote list's sorts within a tab (accounts spec 2.8), so the first rows of 20,000 come
    // straight from an index; the id breaks ties as the list's ORDER BY does.
    index('quotes_archive_id_idx').on(t.archive, t.id),
    index('quotes_archive_label_idx').on(t.archive, t.labelSort, t.id),
    index('quotes_archive_status_lower_idx').on(t.archive, t.statusSort, t.id),
    index('quotes_archive_valid_to_idx').on(t.archive, t.validTo, t.id),
    index('quotes_archive_price_idx').on(t.archive, t.priceCents, t.id),
    index('quotes_archive_company_idx').on(t.archive, t.companySort, t.id),
    // The search box's indexes (decisions/166): trigrams of the quote's fields and its company,
    // one index a tab, so a search in one tab never reads the other's matches.
    index('quotes_search_open_trgm_idx')
      .using('gin', sql`${searchedText(t)} gin_trgm_ops`)
      .where(sql`${t.archive} = 0`),
    index('quotes_search_archived_trgm_idx')
      .using('gin', sql`${searchedText(t)} gin_trgm_ops`)
      .where(sql`${t.archive} = 1`),
    // The staff home page's accepted orders not yet sent to WorkflowMax: few rows of many.
    // The reminder scheduler finds the quotes awaiting an answer near their expiry from here.
    index('quotes_awaiting_valid_to_idx').on(t.validTo).where(sql`${t.orderStatus} = ''`),
    index('quotes_orders_without_job_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.orderStatus} <> '' and ${t.archive} = 0 and ${t.wfmId} is null`),
  ],
);

/** A snapshot of each submitted revision, as the customer and staff saw it then. */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    action: text('action').notNull(),
    status: text('status').notNull(),
    orderStatus: text('order_status').notNull(),
    content: json('content').notNull(),
    priceCents: cents('price_cents'),
    gstCents: cents('gst_cents'),
    costCents: cents('cost_cents'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('quote_revisions_quote_idx').on(t.quoteId, t.revision)],
);

/** Who did what to a quote and when: the History column and GET /quotes/getlog. */
export const quoteHistory = pgTable(
  'quote_history',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('quote_history_quote_idx').on(t.quoteId, t.createdAt)],
);

/** Admin presence leases behind GET /quotes/checkaccess ('busy' within 30 s of another admin). */
export const quotePresence = pgTable(
  'quote_presence',
  {
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.userId] })],
);

/**
 * The price tables admins edit. Each change is a new version; the highest is current. A quote
 * records the version it was priced with, so a completed quote keeps its prices when the tables
 * change.
 */
export const priceTableVersions = pgTable('price_table_versions', {
  version: serial('version').primaryKey(),
  tables: jsonb('tables').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
