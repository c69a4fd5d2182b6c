import { TODAY_FIRST_ITEMS } from '@portal/domain/today';
import { and, asc, eq, isNull, ne, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, quotes } from '../../db/schema/index.ts';
import { keyedMessageExists } from '../../outbox/keyed-message-exists.ts';
import { orderJobKeySql } from '../../workflowmax/jobs-channel.ts';
import { groupOf, matched, todayQuoteColumns, todayQuoteOf } from './today-quote.ts';

/**
 * Accepted orders (requested or completed) that staff never sent to WorkflowMax: no job number and
 * no job message in the Outbox (one that waits or failed is a send, and a failed one shows among
 * the failed messages). quotes_orders_without_job_idx holds exactly the orders without a job
 * number; the message is found by its unique key. The order waiting longest comes first.
 */
export async function ordersNotSent(db: Db) {
  const jobMessage = keyedMessageExists(orderJobKeySql(quotes.id));
  const rows = await db
    .select({ ...todayQuoteColumns, at: quotes.updatedAt, total: matched })
    .from(quotes)
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .where(and(ne(quotes.orderStatus, ''), eq(quotes.archive, 0), isNull(quotes.wfmId), not(jobMessage)))
    .orderBy(asc(quotes.updatedAt), asc(quotes.id))
    .limit(TODAY_FIRST_ITEMS);
  return groupOf(rows, (row) => todayQuoteOf(row, row.at));
}
