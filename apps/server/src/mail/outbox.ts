import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { MailMessage, MailTransport } from './transport.ts';

const CLAIM_LEASE_MS = 60_000;
const MAX_ATTEMPTS = 8;

/** Queue a mail in the caller's transaction, so it exists exactly when the change does. */
export async function enqueueMail(tx: Tx | Db, message: MailMessage, idempotencyKey: string): Promise<void> {
  await tx.insert(outbox).values({ channel: 'mail', idempotencyKey, payload: message }).onConflictDoNothing();
}

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED in a short transaction, delivers them outside it,
 * then records the outcome; several server processes can run this side by side.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport | undefined,
  from: string,
): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(eq(outbox.channel, 'mail'), eq(outbox.status, 'pending'), lte(outbox.availableAt, new Date())),
      )
      .orderBy(asc(outbox.id))
      .limit(20)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        availableAt: new Date(Date.now() + CLAIM_LEASE_MS),
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });

  for (const row of claimed) {
    if (!transport) {
      await db
        .update(outbox)
        .set({ status: 'recorded', deliveredAt: new Date() })
        .where(eq(outbox.id, row.id));
      continue;
    }
    try {
      await transport.send(from, row.payload as MailMessage, `<${row.idempotencyKey}@portal>`);
      await db.update(outbox).set({ status: 'sent', deliveredAt: new Date() }).where(eq(outbox.id, row.id));
    } catch (error) {
      const failedForGood = row.attempts >= MAX_ATTEMPTS;
      const backoffMs = Math.min(2 ** row.attempts * 1000, 15 * 60_000);
      await db
        .update(outbox)
        .set({
          status: failedForGood ? 'failed' : 'pending',
          lastError: String((error as Error).message ?? error).slice(0, 500),
          availableAt: new Date(Date.now() + backoffMs),
        })
        .where(eq(outbox.id, row.id));
    }
  }
  return claimed.length;
}
