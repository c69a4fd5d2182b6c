import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { OutboxChannel } from './channel.ts';
import { PermanentDeliveryError, RetryLaterError } from './delivery-errors.ts';
import { MAX_TRIES, retryDelayMs } from './retry-delay.ts';

const CLAIM_LEASE_MS = 60_000;
const BATCH = 20;
/** At most this many messages reach one destination a minute; the rest wait their turn. */
export const PER_DESTINATION_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

type OutboxRow = typeof outbox.$inferSelect;

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED in a short transaction, delivers them outside it,
 * then records each outcome; several server processes can run this side by side. Returns how
 * many rows it claimed.
 */
export async function deliverDue(
  db: Db,
  channels: readonly OutboxChannel[],
  /** True once the server is stopping: rows claimed but not yet started are handed back. */
  stopping: () => boolean = () => false,
): Promise<number> {
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          inArray(outbox.channel, [...byName.keys()]),
          eq(outbox.status, 'pending'),
          // The database's clock, which stamped the row: a JavaScript Date is cut to the
          // millisecond and can fall just before a row written in the same millisecond.
          lte(outbox.availableAt, sql`now()`),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ availableAt: new Date(Date.now() + CLAIM_LEASE_MS), attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });

  for (const [index, row] of claimed.entries()) {
    if (stopping()) {
      await handBack(db, claimed.slice(index));
      break;
    }
    await deliverOne(db, row, byName.get(row.channel));
  }
  return claimed.length;
}

/**
 * Returns claimed rows to the queue untried, due now, so another process (or this one after a
 * restart) takes them at once instead of after the claim's lease.
 */
async function handBack(db: Db, rows: readonly OutboxRow[]): Promise<void> {
  await db
    .update(outbox)
    .set({ availableAt: sql`now()`, attempts: sql`${outbox.attempts} - 1` })
    .where(
      inArray(
        outbox.id,
        rows.map((row) => row.id),
      ),
    );
}

async function deliverOne(db: Db, row: OutboxRow, channel: OutboxChannel | undefined): Promise<void> {
  const settle = (values: Partial<OutboxRow>) => db.update(outbox).set(values).where(eq(outbox.id, row.id));
  if (!channel?.deliver) {
    await settle({ status: 'recorded', deliveredAt: new Date() });
    return;
  }
  if (await destinationIsBusy(db, row.destination)) {
    // Not a try: put back, counted as before, after a share of the minute.
    await settle({
      attempts: row.attempts - 1,
      availableAt: new Date(Date.now() + MINUTE_MS / PER_DESTINATION_PER_MINUTE),
    });
    return;
  }
  try {
    const outcome = await channel.deliver(row.payload, row.idempotencyKey, {
      previous: row.result ?? null,
      report: async (progress) => {
        await settle({ result: progress });
      },
    });
    const result = outcome && 'result' in outcome ? { result: outcome.result } : {};
    if (outcome?.more) {
      // A slice is done: back in line now, its tries counted afresh.
      await settle({ ...result, attempts: 0, availableAt: new Date(), lastError: null });
      return;
    }
    await settle({ ...result, status: 'sent', deliveredAt: new Date(), lastError: null });
  } catch (error) {
    const failedForGood = error instanceof PermanentDeliveryError || row.attempts >= MAX_TRIES;
    const waitMs = error instanceof RetryLaterError ? error.afterMs : retryDelayMs(row.attempts);
    await settle({
      status: failedForGood ? 'failed' : 'pending',
      lastError: errorText(error),
      availableAt: new Date(Date.now() + waitMs),
    });
  }
}

/** Whether the destination has had its share of messages in the last minute. */
async function destinationIsBusy(db: Db, destination: string): Promise<boolean> {
  if (!destination) return false;
  const [row] = await db
    .select({ sent: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.destination, destination),
        eq(outbox.status, 'sent'),
        gt(outbox.deliveredAt, new Date(Date.now() - MINUTE_MS)),
      ),
    );
  return (row?.sent ?? 0) >= PER_DESTINATION_PER_MINUTE;
}
