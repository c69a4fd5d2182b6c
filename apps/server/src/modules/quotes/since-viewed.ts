import { formatDisplayDate } from '@portal/domain/dates';
import {
  compareRevisions,
  hasChanges,
  revisionSnapshotSchema,
  type SinceViewed,
} from '@portal/domain/revisions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sentRevisions } from '../../db/schema/index.ts';
import { readBusinessSettings } from '../business/index.ts';
import type { SentRevision } from './sent-revisions.ts';

/** The sent revision of a quote by its number. */
export async function sentRevisionOf(
  db: Db,
  quoteId: number,
  revision: number,
): Promise<SentRevision | undefined> {
  const [row] = await db
    .select()
    .from(sentRevisions)
    .where(and(eq(sentRevisions.quoteId, quoteId), eq(sentRevisions.revision, revision)))
    .limit(1);
  return row;
}

/**
 * What changed from the older revision a reader saw (`since`: the one they last viewed, or the
 * one their link was sent with, `viewedAt` null) to the newer sent revision they are looking
 * at, compared on the server from the two as sent; null when the older is not older, or nothing
 * they see differs. `withSnapshot` adds the newer revision for a page that does not hold it.
 */
export async function sinceViewedOf(
  db: Db,
  since: { revision: number; viewedAt: Date | null } | undefined,
  newer: SentRevision | undefined,
  withSnapshot = false,
): Promise<SinceViewed> {
  if (!since || !newer || since.revision >= newer.revision) return null;
  const older = await sentRevisionOf(db, newer.quoteId, since.revision);
  if (!older || older.hash === newer.hash) return null;
  const snapshot = revisionSnapshotSchema.parse(newer.snapshot);
  const changes = compareRevisions(revisionSnapshotSchema.parse(older.snapshot), snapshot);
  if (!hasChanges(changes)) return null;
  const { time_zone } = await readBusinessSettings(db);
  return {
    revision: since.revision,
    viewed_on: since.viewedAt ? formatDisplayDate(since.viewedAt, time_zone) : null,
    compared_with: newer.revision,
    changes,
    ...(withSnapshot ? { snapshot } : {}),
  };
}
