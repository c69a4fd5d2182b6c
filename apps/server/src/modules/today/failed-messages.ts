import { TODAY_FIRST_ITEMS, type TodayFailedMessage } from '@portal/domain/today';
import type { Db } from '../../db/client.ts';
import { failedMessages as failedInOutbox } from '../../outbox/failed-messages.ts';
import { isoTime } from './today-quote.ts';

/** Messages the Outbox gave up on, newest first; the Outbox page retries them. */
export async function failedMessages(db: Db) {
  const { count, rows } = await failedInOutbox(db, TODAY_FIRST_ITEMS);
  return {
    count,
    items: rows.map(
      (row): TodayFailedMessage => ({
        id: row.id,
        channel: row.channel,
        to: row.destination,
        error: row.lastError ?? '',
        at: isoTime(row.createdAt),
      }),
    ),
  };
}
