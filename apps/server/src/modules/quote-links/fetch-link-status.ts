import { type FetchStatusAnswer, LINK_STATE_MESSAGES, linkStateOf } from '@portal/domain/quote-links';
import type { AppContext } from '../../app-context.ts';
import { companyPoRequired, recordHistory } from '../quotes/index.ts';
import { linkOfToken } from './link-of-token.ts';

/**
 * POST /quotes/fetchstatus: what the accept and reject pages show of the link's quote, and
 * whether it can still be answered. Opening a link changes nothing about the quote (mail
 * scanners open links too); it is only recorded, with the revision, in the quote's history,
 * so staff know the customer has read it.
 */
export async function fetchLinkStatus(ctx: AppContext, token: string): Promise<FetchStatusAnswer> {
  const { link, quote } = await linkOfToken(ctx.db, token);
  const state = linkStateOf(
    link,
    { status: quote.status, order_status: quote.orderStatus, revision: quote.revision },
    new Date(),
  );
  await ctx.db.transaction((tx) =>
    recordHistory(
      tx,
      quote.id,
      null,
      'opened the emailed link',
      `R${link.revision} link, quote at R${quote.revision}`,
    ),
  );
  return {
    id: quote.id,
    number: `Q${quote.id}`,
    label: quote.label,
    revision: link.revision,
    total: quote.priceCents + quote.gstCents,
    valid_to: quote.validTo ?? '',
    state,
    message: LINK_STATE_MESSAGES[state],
    po_required: await companyPoRequired(ctx.db, quote.userId),
  };
}
