import type { LinkState, SentRevisionAnswer } from '@portal/domain/quote-links';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sentRevisions } from '../../db/schema/index.ts';
import { latestSentRevision, type SentRevision } from '../quotes/index.ts';
import type { LinkRow } from './link-of-token.ts';

/** The revisions a link page deals with: the one it was sent with, and the one it shows. */
export type LinkRevisions = {
  /** The revision the link was sent with; absent for a link sent before revisions were pinned. */
  sent: SentRevision | undefined;
  /** The newest revision sent since, when the quote changed after the link was sent. */
  latest: SentRevision | undefined;
  /**
   * The revision the page shows: an open link's own; a changed link's newest sent since (none
   * while staff have not sent it). Unsent edits are never shown: staff may be halfway through.
   */
  shown: SentRevision | undefined;
};

/** The revisions of a link in this state; a link already answered, expired or closed shows none. */
export async function linkRevisionsOf(db: Db, link: LinkRow, state: LinkState): Promise<LinkRevisions> {
  if (!link.hash || (state !== 'open' && state !== 'changed'))
    return { sent: undefined, latest: undefined, shown: undefined };
  // A quote changed and changed back is sent again with the same hash: the link's is the newest
  // such revision not past the one the link was made at.
  const [sent] = await db
    .select()
    .from(sentRevisions)
    .where(
      and(
        eq(sentRevisions.quoteId, link.quoteId),
        eq(sentRevisions.hash, link.hash),
        lte(sentRevisions.revision, link.revision),
      ),
    )
    .orderBy(desc(sentRevisions.revision))
    .limit(1);
  if (!sent) return { sent: undefined, latest: undefined, shown: undefined };
  if (state === 'open') return { sent, latest: undefined, shown: sent };
  const newest = await latestSentRevision(db, link.quoteId);
  const latest = newest && newest.revision > sent.revision ? newest : undefined;
  return { sent, latest, shown: latest };
}

const answerOf = (row: SentRevision): SentRevisionAnswer => ({
  revision: row.revision,
  sent_at: row.sentAt.toISOString(),
});

/**
 * The revision a changed link was sent with and the newest one sent since (null until staff
 * send it), for its page's words; null for a link sent before revisions were pinned.
 */
export const linkChangesOf = ({
  sent,
  latest,
}: LinkRevisions): { sent: SentRevisionAnswer; latest: SentRevisionAnswer | null } | null =>
  sent ? { sent: answerOf(sent), latest: latest ? answerOf(latest) : null } : null;
