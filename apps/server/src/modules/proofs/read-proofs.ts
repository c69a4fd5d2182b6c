import { isAdmin } from '@portal/domain';
import type { ProofPage, ProofsIndexAnswer } from '@portal/domain/proofs';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { quoteHeadForUser } from '../quotes/index.ts';
import { quoteOfProofLink } from './proof-link.ts';
import { proofPageOf } from './proofs.repo.ts';

/** GET /proofs/index/{quote id}: staff see every version; the quote's customer, those sent. */
export async function listProofs(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
): Promise<ProofsIndexAnswer> {
  const quote = await quoteHeadForUser(ctx.db, user, quoteId);
  return proofPageOf(ctx.db, quote, isAdmin(user) ? 'staff' : 'customer');
}

/** POST /proofs/fetchstatus: the mailed link's page, the customer's view of its quote's proofs. */
export async function proofLinkStatus(ctx: AppContext, token: string): Promise<ProofPage> {
  const { quote } = await quoteOfProofLink(ctx.db, token);
  const { gate: _gate, ...page } = await proofPageOf(ctx.db, quote, 'customer');
  return page;
}
