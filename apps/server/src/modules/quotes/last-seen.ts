import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quoteLinks, quoteViews, sentRevisions } from '../../db/schema/index.ts';

/** Who reads a quote: a customer account, or whoever a mailed link was sent to. */
export type Reader = { kind: 'account'; userId: number } | { kind: 'link'; linkId: number; sentTo: string };

export type LastSeen = { revision: number; viewedAt: Date };

/**
 * A link's recipient is the addresses it was mailed to: every link sent to the same ones is the
 * same reader, so a new revision's link compares with what they saw through an older link. A
 * link sent to no address is a reader of its own.
 */
const readerIs = (reader: Reader): SQL | undefined =>
  reader.kind === 'account'
    ? eq(quoteViews.userId, reader.userId)
    : reader.sentTo.trim()
      ? sql`lower(${quoteLinks.sentTo}) = lower(${reader.sentTo.trim()})`
      : eq(quoteViews.linkId, reader.linkId);

/**
 * The newest sent revision this reader has seen, and when they last opened the quote; read
 * before this opening is recorded, or it would hide the change. An opening saw the newest
 * revision sent by then (an opening while staff were changing the quote saw what was sent, not
 * the revision number the quote had moved to), worked out in the database, whose clock wrote both
 * times.
 */
export async function lastSeenRevision(
  db: Db,
  quoteId: number,
  reader: Reader,
): Promise<LastSeen | undefined> {
  const [last] = await db
    .select({ revision: sentRevisions.revision, viewedAt: quoteViews.viewedAt })
    .from(quoteViews)
    .leftJoin(quoteLinks, eq(quoteLinks.id, quoteViews.linkId))
    .innerJoin(
      sentRevisions,
      and(
        eq(sentRevisions.quoteId, quoteViews.quoteId),
        lte(sentRevisions.revision, quoteViews.revision),
        lte(sentRevisions.sentAt, quoteViews.viewedAt),
      ),
    )
    .where(and(eq(quoteViews.quoteId, quoteId), readerIs(reader)))
    .orderBy(desc(quoteViews.viewedAt), desc(quoteViews.id), desc(sentRevisions.revision))
    .limit(1);
  return last;
}
