import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the SMS provider last reported of a text (decisions/106), by the outbox
 * message's idempotency key, which the text's StatusCallback address names. Kept apart from the
 * outbox row: the provider writes it, long after the outbox has finished with the message.
 */
export const smsStatusReports = pgTable('sms_status_reports', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  messageSid: text('message_sid').notNull(),
  status: text('status').notNull(),
  errorCode: text('error_code'),
  reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
