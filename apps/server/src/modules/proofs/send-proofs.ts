import { fillMessageText } from '@portal/domain/business-settings';
import {
  artworkFeeWords,
  PROOF_MESSAGES,
  type ProofSendAnswer,
  proofLinkPageUrl,
  proofsMailSubject,
} from '@portal/domain/proofs';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { proofLinks, proofs } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { enqueueMail } from '../../mail/mail-channel.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { readBusinessSettings } from '../business/index.ts';
import { quoteHeadForUser } from '../quotes/index.ts';
import { findUserById } from '../users/index.ts';
import { chargeArtworkFees } from './charge-artwork-fees.ts';
import { recordProofEvent } from './proof-events.ts';

/** How long a mailed proof link works (decisions/129): long enough for a busy buyer. */
export const PROOF_LINK_DAYS = 60;

/** What the admin Outbox page shows in place of the link: whoever holds it can approve. */
export const PROOF_LINK_SHOWN =
  '[The link to the proof page is not shown: whoever holds it can approve the proofs.]';

/**
 * POST /proofs/send/{quote id} (staff): every proof of the quote not yet sent goes to the customer
 * in one mail, through the outbox, in the business's words, with a link to the quote's proof page
 * (a fresh token stored only as its hash). In one transaction with the quote locked, so a double
 * click sends once: the second finds nothing left to send. A version past its decoration's
 * included rounds adds the business's artwork fee to the quote (decisions/160).
 */
export async function sendProofs(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
  to: string[] | undefined,
  options: { waiveFees: boolean } = { waiveFees: false },
): Promise<ProofSendAnswer> {
  const sent = await ctx.db.transaction(async (tx) => {
    const quote = await quoteHeadForUser(tx, user, quoteId, { forUpdate: true });
    const drafts = await tx
      .select()
      .from(proofs)
      .where(and(eq(proofs.quoteId, quote.id), eq(proofs.state, 'draft')));
    if (drafts.length === 0) throw badRequest(PROOF_MESSAGES.nothingToSend);
    const customer = await findUserById(tx, quote.userId);
    const recipients = to ?? (customer?.email ? [customer.email] : []);
    if (recipients.length === 0) throw badRequest(PROOF_MESSAGES.noRecipient);

    // The context's clock: the round's reminders count their business days from this moment.
    const now = ctx.clock.now();
    const token = newToken();
    const [link] = await tx
      .insert(proofLinks)
      .values({
        quoteId: quote.id,
        tokenHash: hashToken(token),
        sentTo: recipients.join(', '),
        createdBy: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PROOF_LINK_DAYS * 24 * 60 * 60 * 1000),
      })
      .returning({ id: proofLinks.id });
    if (!link) throw new Error('proof link not returned');
    await tx
      .update(proofs)
      .set({ state: 'sent', sentAt: now })
      .where(
        inArray(
          proofs.id,
          drafts.map((d) => d.id),
        ),
      );

    const business = await readBusinessSettings(tx);
    const fees = await chargeArtworkFees(
      tx,
      ctx.config,
      { round: link.id, ...options },
      quote,
      user,
      business,
      drafts,
    );
    const charged = fees.filter((fee) => fee.task.task_checked);
    const list = drafts.map((d) => `- ${d.decoration} v${d.version}`).join('\n');
    const url = proofLinkPageUrl(ctx.config.publicUrl, token);
    const values = {
      first_name: customer?.firstname ?? '',
      quote_number: `Q${quote.id}`,
      quote_label: quote.label,
      proofs: list,
      trading_name: business.trading_name,
    };
    const text = fillMessageText(business.texts.proof_email, { ...values, link: url });
    await enqueueMail(
      tx,
      {
        to: recipients.join(', '),
        subject: proofsMailSubject(quote),
        text,
        outboxText: fillMessageText(business.texts.proof_email, { ...values, link: PROOF_LINK_SHOWN }),
      },
      { kind: 'proofs', quoteId: quote.id, proofLinkId: link.id },
    );
    await recordProofEvent(ctx, tx, {
      quote,
      actor: { user },
      action: 'sent proofs',
      detail: `${drafts.map((d) => `${d.decoration} v${d.version}`).join('; ')} to ${recipients.join(', ')}`,
      // The customer reads of a fee where they read of the proofs that brought it.
      log: `Sent artwork proofs for approval:\n${list}${charged.map((fee) => `\n${artworkFeeWords(fee)}`).join('')}`,
    });
    return {
      ids: drafts.map((d) => d.id),
      fees: charged.map(artworkFeeWords),
      waived: fees.length - charged.length,
    };
  });
  ctx.outbox.kick();
  return {
    message:
      sent.fees.length > 0
        ? PROOF_MESSAGES.sentWithFees(sent.fees.length)
        : sent.waived > 0
          ? PROOF_MESSAGES.sentFeesWaived(sent.waived)
          : PROOF_MESSAGES.sent,
    sent: sent.ids,
    fees: sent.fees,
    waived: sent.waived,
  };
}
