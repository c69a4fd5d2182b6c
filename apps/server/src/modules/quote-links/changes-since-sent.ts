import { compareRevisions, type RevisionChanges, revisionSnapshotSchema } from '@portal/domain/revisions';
import type { Db } from '../../db/client.ts';
import { currentSnapshotOf, latestSentRevision } from '../quotes/index.ts';

/**
 * The revision of the quote last sent and what the quote as it stands would show the customer
 * beyond it (null when nothing they see changed); null when the quote was never sent.
 */
export async function changesSinceSent(
  db: Db,
  quoteId: number,
): Promise<{ revision: number; changes: RevisionChanges | null } | null> {
  const latest = await latestSentRevision(db, quoteId);
  if (!latest) return null;
  const current = await currentSnapshotOf(db, quoteId);
  if (current.hash === latest.hash) return { revision: latest.revision, changes: null };
  const sent = revisionSnapshotSchema.parse(latest.snapshot);
  return { revision: latest.revision, changes: compareRevisions(sent, current.snapshot) };
}
