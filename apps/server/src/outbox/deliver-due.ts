import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { OutboxChannel } from './channel.ts';
import { PermanentDeliveryError, RetryLaterError } from './delivery-errors.ts';
import { MAX_TRIES, retryDelayMs } from './retry-delay.ts';
import { runByDestination } from './run-by-destination.ts';

/**
 * How long a claim holds a message before another process may take it: longer than any one
 * connection's timeouts (mail/transport.ts, the HTTP clients' budgets), and renewed every third
 * of it while the delivery runs, so only a process that died lets a message go (decisions/103).
 */
export const CLAIM_LEASE_MS = 180_000;
const BATCH = 20;
/** At most this many messages reach one destination a minute; the rest wait their turn. */
export const PER_DESTINATION_PER_MINUTE = 10;
const MINUTE_MS = 60_000;

export type DeliveryOptions = {
  leaseMs?: number;
  /** True once the server is stopping: rows claimed but not yet started are handed back. */
  stopping?: () => boolean;
};

type OutboxRow = typeof outbox.$inferSelect;

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED in a short transaction, delivers them outside it,
 * then records each outcome, as many at once as the channel allows (one destination's in turn);
 * several server processes can run this side by side. Each claim has
 * its own token: only its holder renews the lease or settles the row, so a process that lost a
 * claim (it stalled past the lease) can never overwrite what the new holder did. Returns how many
 * rows it claimed.
 */
export async function deliverDue(
  db: Db,
  channels: readonly OutboxChannel[],
  options: DeliveryOptions = {},
): Promise<number> {
  const leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  const stopping = options.stopping ?? (() => false);
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  const token = randomUUID();
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
      .set({
        availableAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
        attempts: sql`${outbox.attempts} + 1`,
        claimToken: token,
      })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  if (claimed.length === 0) return 0;

  // Every row of the batch still held is renewed, the one being delivered and those waiting
  // behind it, so none of them falls to another process while this one works.
  const renewal = setInterval(
    () => {
      void db
        .update(outbox)
        .set({ availableAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
        .where(and(eq(outbox.claimToken, token), eq(outbox.status, 'pending')))
        .catch(() => {
          // A missed renewal is made good by the next; the lease is three renewals long.
        });
    },
    Math.max(Math.floor(leaseMs / 3), 10),
  );
  try {
    // A batch is one channel's rows when a lane runs it; with several channels (a bench, a
    // test), the smallest concurrency among them holds for the batch.
    const concurrency = Math.min(...claimed.map((row) => byName.get(row.channel)?.concurrency ?? 1));
    const notStarted = await runByDestination(
      claimed,
      (row) => row.destination,
      concurrency,
      stopping,
      (row) => deliverOne(db, row, byName.get(row.channel), token),
    );
    if (notStarted.length > 0) await handBack(db, notStarted, token);
  } finally {
    clearInterval(renewal);
  }
  return claimed.length;
}

/**
 * Returns claimed rows to the queue untried, due now, so another process (or this one after a
 * restart) takes them at once instead of after the claim's lease.
 */
async function handBack(db: Db, rows: readonly OutboxRow[], token: string): Promise<void> {
  await db
    .update(outbox)
    .set({ availableAt: sql`now()`, attempts: sql`${outbox.attempts} - 1`, claimToken: null })
    .where(
      and(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
        eq(outbox.claimToken, token),
      ),
    );
}

async function deliverOne(
  db: Db,
  row: OutboxRow,
  channel: OutboxChannel | undefined,
  token: string,
): Promise<void> {
  const held = and(eq(outbox.id, row.id), eq(outbox.claimToken, token));
  const report = (values: Partial<OutboxRow>) => db.update(outbox).set(values).where(held);
  const settle = (values: Partial<OutboxRow>) => report({ ...values, claimToken: null });
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
        await report({ result: progress });
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
    const wait = error instanceof RetryLaterError;
    const freeTry = wait && !error.spendsTry;
    const failedForGood = error instanceof PermanentDeliveryError || (!freeTry && row.attempts >= MAX_TRIES);
    const waitMs = wait ? error.afterMs : retryDelayMs(row.attempts);
    await settle({
      status: failedForGood ? 'failed' : 'pending',
      lastError: errorText(error),
      availableAt: new Date(Date.now() + waitMs),
      ...(freeTry ? { attempts: row.attempts - 1 } : {}),
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
