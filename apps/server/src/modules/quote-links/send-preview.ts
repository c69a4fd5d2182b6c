import type { RevisionDocumentAnswer } from '@portal/domain/quote-links';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { currentSnapshotOf, quoteHeadForUser } from '../quotes/index.ts';

/**
 * GET /quotes/sendpreview/{id} (admin): the quote as the next send will show its customer, for
 * the Email Quote dialog's whole document with the changes since the last send marked. Asked
 * for only when staff switch "Show only changes" off, so the draft stays small.
 */
export async function sendPreview(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<RevisionDocumentAnswer> {
  const row = await quoteHeadForUser(ctx.db, user, id);
  const { snapshot } = await currentSnapshotOf(ctx.db, row.id);
  return { revision: row.revision, snapshot };
}
