import { isAdmin } from '@portal/domain';
import type { ProofOpenedAnswer, ProofPage, ProofsIndexAnswer } from '@portal/domain/proofs';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type Opening, quoteHeadForUser } from '../quotes/index.ts';
import { type LinkQuote, quoteOfProofLink } from './proof-link.ts';
import { proofPageOf } from './proofs.repo.ts';
import { recordProofView } from './record-proof-view.ts';

/** GET /proofs/index/{quote id}: staff see every version; the quote's customer, those sent. */
export async function listProofs(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
): Promise<ProofsIndexAnswer> {
  const quote = await quoteHeadForUser(ctx.db, user, quoteId);
  return proofPageOf(ctx.db, quote, isAdmin(user) ? 'staff' : 'customer');
}

/**
 * POST /proofs/opened/{quote id}: the portal's proof page tells the server the customer opened
 * it (the quote page reads the same list for its PROOFS button, which is no opening). Staff's
 * openings are not recorded: they are not the customer's.
 */
export async function proofsOpened(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
  opening: Opening,
): Promise<ProofOpenedAnswer> {
  const quote = await quoteHeadForUser(ctx.db, user, quoteId);
  if (isAdmin(user)) return { recorded: false };
  await recordProofView(ctx, quote.id, { kind: 'account', userId: user.id }, opening);
  return { recorded: true };
}

/** POST /proofs/fetchstatus: the mailed link's page, the customer's view of its quote's proofs. */
export async function proofLinkStatus(ctx: AppContext, token: string, opening: Opening): Promise<ProofPage> {
  const { link, quote } = await quoteOfProofLink(ctx.db, token, ctx.clock.now());
  await recordProofView(ctx, quote.id, { kind: 'link', linkId: link.id }, opening);
  return linkProofPage(ctx, quote);
}

/** What a mailed link shows of its quote's proofs: the customer's view, less the send gate. */
export async function linkProofPage(ctx: AppContext, quote: LinkQuote): Promise<ProofPage> {
  const { gate: _gate, ...page } = await proofPageOf(ctx.db, quote, 'customer');
  return page;
}
