import { isAdmin } from '@portal/domain';
import { REVISION_MESSAGES } from '@portal/domain/revisions';
import { quoteStage } from '@portal/domain/status';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentSnapshotOf } from './revision-snapshot.ts';
import { latestSentRevision } from './sent-revisions.ts';

/** The customer's moves that accept figures staff gave them (a completed quote becoming an order). */
const ACCEPTING = new Set(['request_order', 'submit_order']);

/**
 * A customer accepting a completed quote in the portal accepts the revision on their screen, named
 * by the hash GET /quotes/edit gave them: any other is refused before anything is written, so a
 * change made while they read is never accepted unseen. Once a revision was sent the hash is
 * required; a quote never sent may still be accepted by a caller that names none (docs/decisions/118).
 */
export async function assertAcceptsShownRevision(
  tx: Tx,
  row: { id: number; status: string },
  user: AuthUser,
  action: string,
  hash: string | undefined,
): Promise<void> {
  if (isAdmin(user) || !ACCEPTING.has(action) || quoteStage(row.status) !== 'completed') return;
  if (hash === undefined && !(await latestSentRevision(tx, row.id))) return;
  const current = await currentSnapshotOf(tx, row.id);
  if (hash !== current.hash) throw badRequest(REVISION_MESSAGES.changedOnScreen);
}
