import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Transactional outbox (DESIGN: Outside services). A row is written in the same transaction
 * as the change that caused it; a worker delivers it. Unconfigured channels mark it recorded.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['mail', 'sms', 'invoicing', 'jobs'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Who receives it (an address, a phone number): deliveries to one are throttled. */
    destination: text('destination').notNull().default(''),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'recorded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** What the service answered (a job or invoice number) or how far long work got. */
    result: jsonb('result'),
    availableAt: timestamp('available_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** Who holds the row while delivering it: only the holder may renew its lease or settle it. */
    claimToken: text('claim_token'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_idempotency_idx').on(t.idempotencyKey),
    index('outbox_pending_idx').on(t.status, t.availableAt),
    index('outbox_destination_idx').on(t.destination, t.deliveredAt),
  ],
);
