import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Calls made to an outside service's API, counted here so that every server process together
 * keeps inside the service's limits (Xero: 60 a minute, 5 at once, 5,000 a day). A call that
 * never finished (its process died) stops counting as running at `ends_by`, its timeout.
 */
export const serviceCalls = pgTable(
  'service_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    service: text('service').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endsBy: timestamp('ends_by', { withTimezone: true, mode: 'date' }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('service_calls_service_started_idx').on(t.service, t.startedAt)],
);
