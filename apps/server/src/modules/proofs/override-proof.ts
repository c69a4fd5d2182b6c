import { currentProofsOf, decorationOf, PROOF_MESSAGES } from '@portal/domain/proofs';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { proofAnswers, proofs } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { quoteHeadForUser, requestFactsOf, storedContentOf } from '../quotes/index.ts';
import { recordProofEvent } from './proof-events.ts';

type Override = { rowId: string; reason: string; request: Parameters<typeof requestFactsOf>[0] };

/**
 * POST /proofs/override/{quote id} (staff): lets one decoration go to production without an
 * approved proof, for a reason staff give ("approved by phone 14:05, J. Smith"). It holds for
 * the decoration's current proof only (or for none, when it never had one): a new version needs
 * approval, or a new override, again. Recorded with who, when and from where.
 */
export async function overrideProof(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
  override: Override,
): Promise<string> {
  await ctx.db.transaction(async (tx) => {
    const quote = await quoteHeadForUser(tx, user, quoteId, { forUpdate: true });
    const decoration = decorationOf(await storedContentOf(tx, quote.id), override.rowId);
    if (!decoration) throw badRequest(PROOF_MESSAGES.notDecoration);
    const versions = await tx
      .select()
      .from(proofs)
      .where(and(eq(proofs.quoteId, quote.id), eq(proofs.rowId, decoration.row_id)));
    const current = currentProofsOf(versions, (p) => p.rowId).get(decoration.row_id);
    const facts = requestFactsOf(override.request);
    await tx.insert(proofAnswers).values({
      quoteId: quote.id,
      rowId: decoration.row_id,
      proofId: current?.id ?? null,
      kind: 'override',
      sha256: current?.sha256 ?? '',
      spec: current?.spec ?? {},
      name: `${user.firstname} ${user.lastname}`.trim() || user.email,
      note: override.reason,
      ip: facts.ip,
      userAgent: facts.userAgent,
      userId: user.id,
    });
    const which = current ? `${decoration.label} v${current.version}` : `${decoration.label} (no proof)`;
    await recordProofEvent(ctx, tx, {
      quote,
      actor: { user },
      action: 'overrode a proof approval',
      detail: `${which}: ${override.reason}`,
      log: `Let ${which} go to production without an approved proof: ${override.reason}`,
    });
  });
  return PROOF_MESSAGES.overridden;
}
