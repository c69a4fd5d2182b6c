import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    /** Contact number given at registration. */
    number: text('number').notNull().default(''),
    role: text('role', { enum: ['admin', 'customer'] })
      .notNull()
      .default('customer'),
    /** Consecutive failed sign-ins; sign-in slows down after five (DESIGN: Security). */
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true, mode: 'date' }),
    /** Start of the hour in which failed sign-ins are capped (decisions/005). */
    signInWindowStartedAt: timestamp('sign_in_window_started_at', { withTimezone: true, mode: 'date' }),
    /** Failed (and in-flight) sign-ins since signInWindowStartedAt. */
    signInWindowFailures: integer('sign_in_window_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** Set when a newer link, another link's use or a password change ended this one. */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** The customer account the company belongs to. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    phone: text('phone').notNull().default(''),
    web: text('web').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    suburb: text('suburb').notNull().default(''),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    /** Admin only: never sent to a customer. */
    referral: text('referral').notNull().default(''),
    /** Staff's: every acceptance of this company's quotes must give a purchase order number. */
    poRequired: boolean('po_required').notNull().default(false),
    mobile: text('mobile').notNull().default(''),
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One company per account: quotes belong to the account, so the account names the company
    // (docs/decisions/040-companies-and-accounts.md).
    uniqueIndex('companies_user_unique_idx').on(t.userId),
    index('companies_name_idx').on(sql`lower(${t.company})`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    position: text('position').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    suburb: text('suburb').notNull().default(''),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    primarySet: boolean('primary_set').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contacts_company_idx').on(t.companyId)],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Label of the custom 'Other' garment position column. */
  other: text('other').notNull().default(''),
  updatedAt: updatedAt(),
});
