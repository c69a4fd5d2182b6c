import { type FetchStatusAnswer, linkStateMessage } from '@portal/domain/quote-links';
import type { AppContext } from '../../app-context.ts';
import {
  companyPoRequired,
  lastSeenRevision,
  type Opening,
  recordCustomerView,
  sinceViewedOf,
} from '../quotes/index.ts';
import { linkChangesOf, linkRevisionsOf } from './link-changes.ts';
import { linkOfToken } from './link-of-token.ts';
import { linkStateNow } from './link-state-now.ts';

/**
 * POST /quotes/fetchstatus: what the accept and reject pages show of the link's quote, and
 * whether it can still be answered. Opening a link changes nothing about the quote (mail
 * scanners open links too); it goes into the view log, and the first opening of a revision into
 * the history, so staff know the customer has read it. The page shows what changed since the
 * revision this link's recipient last viewed (through any link sent to them), or, on a changed
 * link they never opened, since the revision it was sent with, up to the newest revision sent.
 */
export async function fetchLinkStatus(
  ctx: AppContext,
  token: string,
  opening: Opening,
): Promise<FetchStatusAnswer> {
  const { link, quote } = await linkOfToken(ctx.db, token);
  const state = await linkStateNow(ctx.db, link, quote, new Date());
  // Read before this opening is recorded, or this opening would hide the change.
  const seen = await lastSeenRevision(ctx.db, quote.id, {
    kind: 'link',
    linkId: link.id,
    sentTo: link.sentTo,
  });
  await recordCustomerView(
    ctx,
    quote,
    { kind: 'link', linkId: link.id, linkRevision: link.revision },
    opening,
  );
  const revisions = await linkRevisionsOf(ctx.db, link, state);
  const sentWith = revisions.sent && { revision: revisions.sent.revision, viewedAt: null };
  return {
    id: quote.id,
    number: `Q${quote.id}`,
    label: quote.label,
    revision: link.revision,
    total: quote.priceCents + quote.gstCents,
    valid_to: quote.validTo ?? '',
    state,
    message: linkStateMessage(state, quote.validTo),
    changes: state === 'changed' ? linkChangesOf(revisions) : null,
    since_viewed: await sinceViewedOf(
      ctx.db,
      seen ?? (state === 'changed' ? sentWith : undefined),
      revisions.shown,
    ),
    po_required: await companyPoRequired(ctx.db, quote.userId),
  };
}
