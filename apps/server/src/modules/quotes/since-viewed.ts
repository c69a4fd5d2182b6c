import { formatDisplayDate } from '@portal/domain/dates';
import type { SinceViewed } from '@portal/domain/quote';
import {
  compareRevisions,
  hasChanges,
  type RevisionSnapshot,
  revisionSnapshotSchema,
} from '@portal/domain/revisions';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quoteViews, sentRevisions } from '../../db/schema/index.ts';
import { readBusinessSettings } from '../business/index.ts';

export type LastView = { revision: number; viewedAt: Date };

/** The last opening of a quote by this customer account, read before this opening is recorded. */
export async function lastAccountView(
  db: Db,
  quoteId: number,
  userId: number,
): Promise<LastView | undefined> {
  const [last] = await db
    .select({ revision: quoteViews.revision, viewedAt: quoteViews.viewedAt })
    .from(quoteViews)
    .where(and(eq(quoteViews.quoteId, quoteId), eq(quoteViews.userId, userId)))
    .orderBy(desc(quoteViews.viewedAt), desc(quoteViews.id))
    .limit(1);
  return last;
}

/**
 * The revision the account last viewed, as it was sent, when that was an older revision
 * than the one `shown` now and it was sent (only a sent revision has a snapshot to compare).
 * Once the account has opened the newer one, its next opening compares nothing: the change
 * was shown.
 */
export async function sinceViewedOf(
  db: Db,
  quote: { id: number; revision: number },
  last: LastView | undefined,
  shown: RevisionSnapshot,
): Promise<SinceViewed> {
  if (!last || last.revision >= quote.revision) return null;
  const [sent] = await db
    .select({ snapshot: sentRevisions.snapshot })
    .from(sentRevisions)
    .where(and(eq(sentRevisions.quoteId, quote.id), eq(sentRevisions.revision, last.revision)))
    .limit(1);
  if (!sent) return null;
  const snapshot = revisionSnapshotSchema.parse(sent.snapshot);
  if (!hasChanges(compareRevisions(snapshot, shown))) return null;
  const { time_zone } = await readBusinessSettings(db);
  return { revision: last.revision, viewed_on: formatDisplayDate(last.viewedAt, time_zone), snapshot };
}
