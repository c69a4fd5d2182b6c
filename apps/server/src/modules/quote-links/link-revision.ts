import { QUOTE_LINK_MESSAGES, type RevisionDocumentAnswer } from '@portal/domain/quote-links';
import { revisionSnapshotSchema } from '@portal/domain/revisions';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/http-error.ts';
import { linkRevisionsOf } from './link-changes.ts';
import { linkOfToken } from './link-of-token.ts';
import { linkStateNow } from './link-state-now.ts';

/**
 * POST /quotes/linkrevision: the revision the link's page shows, as sent, for its whole
 * document with the changes marked. Not an opening: nothing is recorded. A link that shows no
 * revision (answered, expired, or changed with nothing sent since) answers 404.
 */
export async function linkRevision(ctx: AppContext, token: string): Promise<RevisionDocumentAnswer> {
  const { link, quote } = await linkOfToken(ctx.db, token);
  const state = await linkStateNow(ctx.db, link, quote, new Date());
  const { shown } = await linkRevisionsOf(ctx.db, link, state);
  if (!shown) throw notFound(QUOTE_LINK_MESSAGES.noRevisionShown);
  return { revision: shown.revision, snapshot: revisionSnapshotSchema.parse(shown.snapshot) };
}
