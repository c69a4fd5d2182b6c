import {
  CHANGE_REQUEST_MESSAGES,
  type ChangeRequestAnswer,
  linkStateMessage,
} from '@portal/domain/quote-links';
import { canApply } from '@portal/domain/status';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../lib/http-error.ts';
import { linkAuthorOf, writeChangeRequest } from '../memos/index.ts';
import { recordHistory } from '../quotes/index.ts';
import { linkOfToken } from './link-of-token.ts';
import { linkStateNow } from './link-state-now.ts';

type ChangeRequest = { token: string; name: string; changes: string; ip: string };

/**
 * POST /quotes/requestchanges: the third answer of a link, beside accept and reject. The token
 * authorises writing into its quote's log while the link could still answer (the same rule as
 * accepting), or while only its date has passed (Request updated pricing on an expired quote); the words go in under the name typed, staff are told as of any customer note, and
 * the quote and the link stay as they were (decisions/124), so the customer can still accept or
 * reject with it.
 */
export async function requestChangesByLink(
  ctx: AppContext,
  request: ChangeRequest,
): Promise<ChangeRequestAnswer> {
  await ctx.db.transaction(async (tx) => {
    const { link, quote } = await linkOfToken(tx, request.token);
    const state = await linkStateNow(tx, link, quote, new Date());
    // An expired quote still takes words: asking for updated pricing is what its page offers.
    const awaiting = canApply(
      { status: quote.status, order_status: quote.orderStatus, revision: quote.revision },
      'accept_by_link',
      'link',
    );
    if (state !== 'open' && !(state === 'expired' && awaiting))
      throw badRequest(linkStateMessage(state, quote.validTo));
    const thread = { clientId: quote.userId, quoteId: quote.id };
    await writeChangeRequest(ctx, tx, thread, linkAuthorOf(request.name), request.changes, 'link');
    await recordHistory(
      tx,
      quote.id,
      null,
      'requested changes by link',
      `by ${request.name}, R${link.revision}, from ${request.ip}`,
    );
  });
  return { message: CHANGE_REQUEST_MESSAGES.sent };
}
