import { type FetchStatusAnswer, linkStateMessage } from '@portal/domain/quote-links';
import type { AppContext } from '../../app-context.ts';
import { companyPoRequired, type Opening, recordCustomerView } from '../quotes/index.ts';
import { linkChangesOf } from './link-changes.ts';
import { linkOfToken } from './link-of-token.ts';
import { linkStateNow } from './link-state-now.ts';

/**
 * POST /quotes/fetchstatus: what the accept and reject pages show of the link's quote, and
 * whether it can still be answered. Opening a link changes nothing about the quote (mail
 * scanners open links too); it goes into the view log, and the first opening of a revision into
 * the history, so staff know the customer has read it. A link whose quote changed since it was
 * sent answers both revisions as sent, so the page shows what changed.
 */
export async function fetchLinkStatus(
  ctx: AppContext,
  token: string,
  opening: Opening,
): Promise<FetchStatusAnswer> {
  const { link, quote } = await linkOfToken(ctx.db, token);
  const state = await linkStateNow(ctx.db, link, quote, new Date());
  await recordCustomerView(
    ctx,
    quote,
    { kind: 'link', linkId: link.id, linkRevision: link.revision },
    opening,
  );
  return {
    id: quote.id,
    number: `Q${quote.id}`,
    label: quote.label,
    revision: link.revision,
    total: quote.priceCents + quote.gstCents,
    valid_to: quote.validTo ?? '',
    state,
    message: linkStateMessage(state, quote.validTo),
    changes: state === 'changed' ? await linkChangesOf(ctx.db, link) : null,
    po_required: await companyPoRequired(ctx.db, quote.userId),
  };
}
