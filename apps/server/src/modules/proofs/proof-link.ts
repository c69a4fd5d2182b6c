import { PROOF_MESSAGES } from '@portal/domain/proofs';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { proofLinks, quotes } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { hashToken } from '../../lib/tokens.ts';

export type ProofLinkRow = typeof proofLinks.$inferSelect;
export type LinkQuote = { id: number; label: string; userId: number };

/**
 * The quote a mailed proof link opens. A token nobody issued, or whose quote is gone, is a 404
 * that says only that the link is not valid; an ended link says so and how to get another.
 */
export async function quoteOfProofLink(
  db: Db | Tx,
  token: string,
  now: Date,
): Promise<{ link: ProofLinkRow; quote: LinkQuote }> {
  const [link] = await db
    .select()
    .from(proofLinks)
    .where(eq(proofLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!link) throw notFound(PROOF_MESSAGES.unknownLink);
  const [quote] = await db
    .select({ id: quotes.id, label: quotes.label, userId: quotes.userId })
    .from(quotes)
    .where(eq(quotes.id, link.quoteId))
    .limit(1);
  if (!quote) throw notFound(PROOF_MESSAGES.unknownLink);
  if (link.expiresAt.getTime() <= now.getTime()) throw badRequest(PROOF_MESSAGES.linkEnded);
  return { link, quote };
}
