import { firstDrawnProof, PROOF_LINK_PATH, proofLinkFileUrl, proofLinkTokenOf } from '@portal/domain/proofs';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { quoteOfProofLink } from './proof-link.ts';
import { proofPageOf } from './proofs.repo.ts';

/**
 * The address of the first proof the mailed link's page draws, for the page's HTML to ask for
 * at once: otherwise the picture, which is what the customer opened the mail to see, is asked
 * for only after the script has run and the page's status call has come back. Any other page,
 * and a link that would show nothing (unknown, ended, no picture), gets none. Reading the page
 * this way records no opening: the status call does that when the page is used.
 */
export async function proofLinkPreloads(ctx: AppContext, url: URL): Promise<string[]> {
  const token = proofLinkTokenOf(url.searchParams);
  if (url.pathname !== PROOF_LINK_PATH || !token) return [];
  try {
    const { quote } = await quoteOfProofLink(ctx.db, token, ctx.clock.now());
    const first = firstDrawnProof(await proofPageOf(ctx.db, quote, 'customer'));
    return first ? [proofLinkFileUrl(first.id, token)] : [];
  } catch (error) {
    if (error instanceof HttpError) return [];
    throw error;
  }
}
