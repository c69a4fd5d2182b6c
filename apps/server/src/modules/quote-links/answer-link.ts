import {
  declineDetailOf,
  LINK_STATE_MESSAGES,
  type LinkAnswer,
  linkStateMessage,
  QUOTE_LINK_MESSAGES,
} from '@portal/domain/quote-links';
import { applyAction } from '@portal/domain/status';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { quoteLinks, quotes } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import {
  type AcceptanceFacts,
  companyNameOf,
  declineOrRefuse,
  inStatusTransaction,
  pricedLineOf,
  priceTablesAt,
  recordAcceptance,
  recordDecline,
  storedContentOf,
  takePurchaseOrder,
} from '../quotes/index.ts';
import { linkOfToken } from './link-of-token.ts';
import { linkStateNow } from './link-state-now.ts';
import { queueStaffAnswerMail } from './staff-answer-mail.ts';

export type LinkReply =
  | ({ kind: 'accepted'; token: string } & AcceptanceFacts)
  | { kind: 'rejected'; token: string; note: string; ip: string; reason?: string; reasonOther?: string };

/**
 * POST /quotes/accept and /quotes/reject: the link decides once. In one
 * transaction with the link and its quote locked: the link must still be open (not used, not
 * for an older revision or a document changed since it was sent, not ended, the quote still awaiting an answer), the status machine
 * moves the quote (accept_by_link submits the order, reject_by_link declines the quote), the
 * link records who answered, when and from where, the history and a revision snapshot are
 * written and staff are told by mail. Concurrent answers queue on the link's lock; the first
 * decides and the rest are told the link was used.
 */
export async function answerLink(ctx: AppContext, reply: LinkReply): Promise<LinkAnswer> {
  // A rejection names its reason (decisions/124): judged before the link is touched.
  const decline =
    reply.kind === 'rejected'
      ? declineOrRefuse({ reason: reply.reason, other: reply.reasonOther, note: reply.note })
      : null;
  const answer = await inStatusTransaction(ctx, async (tx, recordMove) => {
    const { link, quote } = await linkOfToken(tx, reply.token, { forUpdate: true });
    const now = new Date();
    const current = { status: quote.status, order_status: quote.orderStatus, revision: quote.revision };
    const state = await linkStateNow(tx, link, quote, now);
    if (state !== 'open') throw badRequest(linkStateMessage(state, quote.validTo));
    const action = reply.kind === 'accepted' ? 'accept_by_link' : 'reject_by_link';
    let move = applyAction(current, action, 'link', { linkRevision: link.revision });
    if (!move.ok) throw badRequest(move.reason);
    // Accepting makes an order, which must charge something (the machine's priced-line guard).
    if (move.transition.needsPricedLine) {
      const { tables } = await priceTablesAt(tx, quote.priceTablesVersion);
      const hasPricedLine = pricedLineOf(await storedContentOf(tx, quote.id), tables);
      move = applyAction(current, action, 'link', { linkRevision: link.revision, hasPricedLine });
      if (!move.ok) throw badRequest(move.reason);
    }

    if (reply.kind === 'accepted') await takePurchaseOrder(tx, quote, reply);
    const name = reply.kind === 'accepted' ? reply.name : '';
    const note = reply.kind === 'rejected' ? reply.note : '';
    const used = await tx
      .update(quoteLinks)
      .set({
        answeredAt: now,
        answer: reply.kind,
        answeredName: name,
        answeredIp: reply.ip,
        answerNote: note,
      })
      .where(and(eq(quoteLinks.id, link.id), isNull(quoteLinks.answeredAt)))
      .returning({ id: quoteLinks.id });
    if (used.length === 0) throw badRequest(LINK_STATE_MESSAGES[reply.kind]);

    const [moved] = await tx
      .update(quotes)
      .set({
        status: move.next.status,
        orderStatus: move.next.order_status,
        revision: move.next.revision,
        version: quote.version + 1,
        lastWrite: `link-${link.id}`,
        updatedBy: null,
        updatedAt: now,
      })
      .where(eq(quotes.id, quote.id))
      .returning();
    if (!moved) throw new Error('quote update returned nothing');
    const by = reply.kind === 'accepted' ? `by ${name}, ` : '';
    await recordMove({
      quote: moved,
      content: async () => moved.content,
      action,
      transition: move.transition,
      actor: null,
      history: {
        action: reply.kind === 'accepted' ? 'accepted the quote by link' : 'rejected the quote by link',
        detail: `${by}R${link.revision}, from ${reply.ip}${decline ? `; ${declineDetailOf(decline)}` : ''}`,
      },
    });
    if (decline)
      await recordDecline(tx, {
        quoteId: quote.id,
        revision: link.revision,
        decline,
        via: 'link',
        linkId: link.id,
      });
    if (reply.kind === 'accepted')
      await recordAcceptance(
        tx,
        quote,
        reply,
        { via: 'link', linkId: link.id, revision: link.revision },
        now,
      );
    await queueStaffAnswerMail(tx, link.id, quote, (await companyNameOf(tx, quote.userId)) ?? '', {
      kind: reply.kind,
      name,
      ip: reply.ip,
      decline,
      revision: link.revision,
      at: now,
    });
    return reply.kind;
  });
  ctx.outbox.kick();
  return answer === 'accepted'
    ? { message: QUOTE_LINK_MESSAGES.accepted, note: QUOTE_LINK_MESSAGES.acceptedNote }
    : { message: QUOTE_LINK_MESSAGES.rejected, note: '' };
}
