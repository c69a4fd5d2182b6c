import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { quotes, sentRevisions } from '../../db/schema/index.ts';
import { currentHashOf, rememberHash } from './current-hash.ts';
import { keepQuoteFunnel } from './quote-funnel.ts';
import { type HistoryActor, recordHistory } from './quote-history.ts';
import { currentSnapshotOf } from './revision-snapshot.ts';

export type SendChannel = 'email' | 'sms' | 'marked';
export type SentRevision = typeof sentRevisions.$inferSelect;

/** The newest revision of the quote that was sent, if any was. */
export async function latestSentRevision(db: Db | Tx, quoteId: number): Promise<SentRevision | undefined> {
  const [row] = await db
    .select()
    .from(sentRevisions)
    .where(eq(sentRevisions.quoteId, quoteId))
    .orderBy(desc(sentRevisions.revision))
    .limit(1);
  return row;
}

const setRevision = (tx: Tx, quoteId: number, revision: number) =>
  tx.update(quotes).set({ revision }).where(eq(quotes.id, quoteId));

/**
 * Pins what this send shows the customer, in the send's transaction with the quote locked by the
 * caller. The same document as the last send adds nothing; a different one under a revision
 * already sent (a change no staff save numbered) takes the next revision first, so one revision
 * never names two documents. Answers the revision and hash the send carries.
 */
export async function recordSentRevision(
  tx: Tx,
  quote: { id: number; revision: number },
  actor: HistoryActor,
  channel: SendChannel,
): Promise<{ revision: number; hash: string }> {
  // One after the other: a transaction's connection runs one query at a time (pg 9 refuses more).
  const current = await currentSnapshotOf(tx, quote.id);
  const latest = await latestSentRevision(tx, quote.id);
  await rememberHash(tx, quote.id, current.hash);
  if (latest?.hash === current.hash) return { revision: quote.revision, hash: current.hash };
  let revision = quote.revision;
  if (latest && latest.revision >= revision) {
    revision = latest.revision + 1;
    await setRevision(tx, quote.id, revision);
  }
  await tx
    .insert(sentRevisions)
    .values({
      quoteId: quote.id,
      revision,
      snapshot: current.snapshot,
      hash: current.hash,
      sentBy: actor?.id ?? null,
      channel,
    })
    .onConflictDoNothing();
  await keepQuoteFunnel(tx, quote.id);
  return { revision, hash: current.hash };
}

/**
 * After a staff write: when the quote's latest revision was sent and what the customer would now
 * see differs from it, the quote moves to the next revision, which goes out when it is next sent.
 * Once: further saves before that send stay in it. Answers the quote's revision.
 */
export async function startRevisionIfChanged(
  tx: Tx,
  quote: { id: number; revision: number },
  actor: HistoryActor,
): Promise<number> {
  const latest = await latestSentRevision(tx, quote.id);
  if (!latest || quote.revision > latest.revision) return quote.revision;
  // The stored hash survives a save that changed nothing the customer sees; otherwise it is
  // worked out once here and kept for the link openings that follow.
  const hash = await currentHashOf(tx, quote.id);
  if (hash === latest.hash) return quote.revision;
  const revision = latest.revision + 1;
  await setRevision(tx, quote.id, revision);
  await recordHistory(
    tx,
    quote.id,
    actor,
    'started a new revision',
    `R${revision}, changed since R${latest.revision} was sent`,
  );
  return revision;
}
