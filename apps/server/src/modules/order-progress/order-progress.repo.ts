import { and, asc, count, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderProgress, orderSteps, serviceCalls } from '../../db/schema/index.ts';

/**
 * Starts following each accepted order not followed yet, in one statement that any number of
 * processes may run at once (a second insert of the same order does nothing).
 */
export async function followAcceptedOrders(db: Db): Promise<void> {
  await db.execute(sql`
    insert into order_progress (quote_id)
    select q.id from quotes q
    where q.archive = 0
      and (q.order_status like '%Requested%' or q.order_status like '%Completed%')
      and not exists (select 1 from order_progress p where p.quote_id = q.id)
    on conflict do nothing`);
}

/**
 * Claims up to `limit` followed orders not read since `readBefore` and not claimed by another
 * process, oldest reading first, with FOR UPDATE SKIP LOCKED; each is leased until `leaseUntil`,
 * so a process that dies mid-pass leaves its orders to the next pass after that.
 */
export async function claimOrders(
  db: Db,
  now: Date,
  readBefore: Date,
  leaseUntil: Date,
  limit: number,
): Promise<{ quoteId: number; quiet: boolean }[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ quoteId: orderProgress.quoteId, quiet: orderProgress.quiet })
      .from(orderProgress)
      .where(
        and(
          isNull(orderProgress.doneAt),
          or(isNull(orderProgress.claimedUntil), lt(orderProgress.claimedUntil, now)),
          or(isNull(orderProgress.checkedAt), lte(orderProgress.checkedAt, readBefore)),
        ),
      )
      .orderBy(sql`${orderProgress.checkedAt} asc nulls first`, asc(orderProgress.quoteId))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(orderProgress)
        .set({ claimedUntil: leaseUntil })
        .where(
          inArray(
            orderProgress.quoteId,
            rows.map((row) => row.quoteId),
          ),
        );
    return rows;
  });
}

/** Adds the steps not stored yet; answers those it added (each step of an order is stored once). */
export async function addSteps(
  tx: Tx,
  quoteId: number,
  steps: readonly { step: string; reachedAt: Date }[],
): Promise<string[]> {
  if (steps.length === 0) return [];
  const added = await tx
    .insert(orderSteps)
    .values(steps.map((s) => ({ quoteId, step: s.step, reachedAt: s.reachedAt })))
    .onConflictDoNothing()
    .returning({ step: orderSteps.step });
  return added.map((row) => row.step);
}

/** The steps an order has reached, with their times. */
export async function stepsOf(db: Db | Tx, quoteId: number): Promise<{ step: string; reachedAt: Date }[]> {
  return db
    .select({ step: orderSteps.step, reachedAt: orderSteps.reachedAt })
    .from(orderSteps)
    .where(eq(orderSteps.quoteId, quoteId));
}

/** Ends a claim: when the order was read, and whether it needs reading again. */
export async function settleOrder(tx: Tx, quoteId: number, now: Date, done: boolean): Promise<void> {
  await tx
    .update(orderProgress)
    .set({ checkedAt: now, claimedUntil: null, quiet: false, doneAt: done ? now : null })
    .where(eq(orderProgress.quoteId, quoteId));
}

/** Calls made to a service in the last 24 hours by every process (decisions/104's counting). */
export async function serviceCallsToday(db: Db, service: string): Promise<number> {
  const [row] = await db
    .select({ calls: count() })
    .from(serviceCalls)
    .where(
      and(eq(serviceCalls.service, service), gt(serviceCalls.startedAt, sql`now() - interval '24 hours'`)),
    );
  return Number(row?.calls ?? 0);
}
