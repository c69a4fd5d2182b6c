import { TODAY_FIRST_ITEMS } from '@portal/domain/today';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, proofs, quotes } from '../../db/schema/index.ts';
import { groupOf, matched, todayQuoteColumns, todayQuoteOf } from './today-quote.ts';

/**
 * Quotes whose artwork proofs wait (decisions/151): sent and unanswered, or sent back with
 * changes. Adding a version replaces every earlier one not approved, so a proof in either state
 * is its decoration's current one. proofs_waiting_idx holds exactly those few rows (its
 * condition is written out so the planner matches it). Quotes waiting on staff's new version
 * come first, then the rest; the one waiting longest first within each.
 */
export async function proofsWaiting(db: Db) {
  const waiting = db
    .select({
      quoteId: proofs.quoteId,
      awaiting: sql<number>`(count(*) filter (where ${proofs.state} = 'sent'))::int`.as('awaiting'),
      changes: sql<number>`(count(*) filter (where ${proofs.state} = 'changes_requested'))::int`.as(
        'changes',
      ),
      // A sent proof waits from its sending, one sent back from the customer's answer.
      since: sql<string>`min(coalesce(${proofs.decidedAt}, ${proofs.sentAt}, ${proofs.createdAt}))`.as(
        'waiting_since',
      ),
    })
    .from(proofs)
    .where(sql`${proofs.state} in ('sent', 'changes_requested')`)
    .groupBy(proofs.quoteId)
    .as('waiting');
  const rows = await db
    .select({
      ...todayQuoteColumns,
      at: waiting.since,
      awaiting: waiting.awaiting,
      changes: waiting.changes,
      total: matched,
    })
    .from(waiting)
    .innerJoin(quotes, eq(quotes.id, waiting.quoteId))
    .leftJoin(companies, eq(companies.userId, quotes.userId))
    .where(eq(quotes.archive, 0))
    .orderBy(desc(sql`${waiting.changes} > 0`), asc(waiting.since), asc(quotes.id))
    .limit(TODAY_FIRST_ITEMS);
  return groupOf(rows, (row) => ({
    ...todayQuoteOf(row, row.at),
    awaiting_approval: row.awaiting,
    changes_requested: row.changes,
  }));
}
