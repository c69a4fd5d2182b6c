import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The business's own settings, one row per saved version: the newest row is in force.
 * A row keeps the whole settings, what its save changed with the values before, and who saved
 * it (the name too, so the history still reads after an account is deleted). Two saves from the
 * same version both try the same primary key: one wins, the other is told to reload.
 */
export const businessSettings = pgTable('business_settings', {
  version: integer('version').primaryKey(),
  settings: jsonb('settings').notNull(),
  /** Raised only by a save that changed the terms of trade: what an acceptance records. */
  termsVersion: integer('terms_version').notNull(),
  changes: jsonb('changes').notNull(),
  savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  savedByName: text('saved_by_name').notNull(),
  savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
