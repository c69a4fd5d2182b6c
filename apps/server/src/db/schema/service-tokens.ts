import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * OAuth tokens of an outside service. The refresh token rotates on every
 * use, so it lives here, shared by every server process, and is changed under a row lock.
 */
export const serviceTokens = pgTable('service_tokens', {
  service: text('service').primaryKey(),
  refreshToken: text('refresh_token').notNull(),
  accessToken: text('access_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
