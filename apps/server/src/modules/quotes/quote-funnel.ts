import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * The funnel's summary rows (decisions/136) of the sent quotes `which` picks among
 * `sent_revisions`, rewritten whole from their facts: first send, first opening since, order,
 * latest decline, valid-to day. Rewriting from the facts, rather than patching one column per
 * event, leaves no event that can put a row out of step, and the next write of the quote mends
 * any row that ever was. Migration 0028 filled the quotes sent before it with the same statement.
 */
const writeFunnelRows = (which: SQL) => sql`
  insert into quote_funnel (quote_id, first_sent_at, viewed_at, accepted_at, decline_reason, valid_to)
  select s.quote_id, s.first_sent_at,
    (select min(v.created_at) from quote_views v
      where v.quote_id = s.quote_id and v.created_at >= s.first_sent_at),
    (select o.accepted_at from order_figures o where o.quote_id = s.quote_id),
    (select d.reason from quote_declines d where d.quote_id = s.quote_id
      order by d.declined_at desc, d.id desc limit 1),
    q.valid_to
  from (
    select quote_id, min(sent_at) as first_sent_at from sent_revisions where ${which} group by quote_id
  ) s
  join quotes q on q.id = s.quote_id
  on conflict (quote_id) do update set
    first_sent_at = excluded.first_sent_at,
    viewed_at = excluded.viewed_at,
    accepted_at = excluded.accepted_at,
    decline_reason = excluded.decline_reason,
    valid_to = excluded.valid_to`;

/**
 * Keeps one quote's funnel row in step, in the transaction that just sent, opened, declined,
 * moved or renewed it; a quote never sent has none. Writers of one quote take turns on a lock
 * held to commit, so the later one reads what the earlier committed (each statement sees the
 * commits before it) and no opening racing a decline leaves its row short of either.
 */
export async function keepQuoteFunnel(tx: Tx, quoteId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-funnel-${quoteId}`}))`);
  await tx.execute(writeFunnelRows(sql`quote_id = ${quoteId}`));
}

/** Every sent quote's funnel row at once: for data written set-based, as the benches' seeder does. */
export async function fillQuoteFunnel(db: Db | Tx): Promise<void> {
  await db.execute(writeFunnelRows(sql`true`));
}
