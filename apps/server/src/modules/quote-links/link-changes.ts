import type { SentRevisionAnswer } from '@portal/domain/quote-links';
import { revisionSnapshotSchema } from '@portal/domain/revisions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sentRevisions } from '../../db/schema/index.ts';
import { latestSentRevision } from '../quotes/index.ts';
import type { LinkRow } from './link-of-token.ts';

type SentRow = typeof sentRevisions.$inferSelect;

const answerOf = (row: SentRow): SentRevisionAnswer => ({
  revision: row.revision,
  sent_at: row.sentAt.toISOString(),
  snapshot: revisionSnapshotSchema.parse(row.snapshot),
});

/**
 * The revision a link was sent with and the newest one sent since, for the page of a link whose
 * quote changed; null for a link sent before revisions were pinned. Unsent edits are not shown:
 * staff may be halfway through them, and the customer sees them when they are sent.
 */
export async function linkChangesOf(
  db: Db,
  link: LinkRow,
): Promise<{ sent: SentRevisionAnswer; latest: SentRevisionAnswer | null } | null> {
  if (!link.hash) return null;
  const [sent] = await db
    .select()
    .from(sentRevisions)
    .where(and(eq(sentRevisions.quoteId, link.quoteId), eq(sentRevisions.hash, link.hash)))
    .limit(1);
  if (!sent) return null;
  const latest = await latestSentRevision(db, link.quoteId);
  return {
    sent: answerOf(sent),
    latest: latest && latest.revision > sent.revision ? answerOf(latest) : null,
  };
}
