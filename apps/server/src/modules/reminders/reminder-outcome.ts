import type { Db, Tx } from '../../db/client.ts';
import { memos } from '../../db/schema/index.ts';
import { enqueueAll } from '../../outbox/enqueue.ts';
import type { ReminderChannel, ReminderWrites } from './send-reminder.ts';

/** What a batch of claimed reminders came to: those that go with their writes, those stopped and why. */
export type ReminderOutcome = {
  sent: { id: number; writes: ReminderWrites }[];
  stopped: { id: number; reason: string }[];
};

/** How a reminder row is settled; its table's own update, so quote and proof reminders share the rest. */
export type SettleRows = (
  ids: number[],
  set: { state: 'sent' | 'stopped'; channels?: ReminderChannel[]; stopReason?: string; settledAt: Date },
) => Promise<unknown>;

/** Items grouped by a key, in first-seen order (Map.groupBy is not in Node 20). */
function groupedBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * Writes a batch's outcome: every mail and text in one insert, every log line in one, and the
 * rows settled with one update per set of channels (e-mail, SMS, both) and per stop reason.
 */
async function writeReminderOutcome(
  tx: Tx,
  now: Date,
  { sent, stopped }: ReminderOutcome,
  settle: SettleRows,
): Promise<void> {
  await enqueueAll(
    tx,
    sent.flatMap(({ writes }) => writes.messages),
  );
  if (sent.length > 0) await tx.insert(memos).values(sent.map(({ writes }) => writes.note));
  for (const group of groupedBy(sent, ({ writes }) => writes.channels.join(',')).values())
    await settle(
      group.map(({ id }) => id),
      { state: 'sent', channels: group[0]?.writes.channels ?? [], settledAt: now },
    );
  for (const [reason, group] of groupedBy(stopped, (s) => s.reason))
    await settle(
      group.map(({ id }) => id),
      { state: 'stopped', stopReason: reason, settledAt: now },
    );
}

/** Reminders claimed and settled in one transaction: a pass's due reminders in a few batches. */
export const REMINDER_BATCH = 500;

/**
 * Runs one table's claim-and-settle step, each batch in its own transaction, until a step claims
 * nothing: the outbox rows, the log lines and the settled states of a batch commit together or
 * not at all, so a process that dies mid-batch leaves its rows pending for the next.
 */
export async function settleInBatches(
  db: Db,
  now: Date,
  step: (tx: Tx) => Promise<{ outcome: ReminderOutcome; settle: SettleRows } | null>,
): Promise<{ sent: number; stopped: number }> {
  const totals = { sent: 0, stopped: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = await step(tx);
      if (!claimed) return null;
      await writeReminderOutcome(tx, now, claimed.outcome, claimed.settle);
      return { sent: claimed.outcome.sent.length, stopped: claimed.outcome.stopped.length };
    });
    if (!batch) return totals;
    totals.sent += batch.sent;
    totals.stopped += batch.stopped;
  }
}
