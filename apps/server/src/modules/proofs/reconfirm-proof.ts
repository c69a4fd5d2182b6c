import { isAdmin } from '@portal/domain';
import { approvedOnWords, decorationOf, PROOF_MESSAGES, type ProofWriteAnswer } from '@portal/domain/proofs';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { proofAnswers, proofs } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { readBusinessSettings } from '../business/index.ts';
import { quoteHeadForUser, storedContentOf } from '../quotes/index.ts';
import { previousApprovalsOfQuote } from './previous-approvals.repo.ts';
import { recordProofEvent } from './proof-events.ts';
import { proofViewById } from './proofs.repo.ts';

/**
 * POST /proofs/reconfirm/{quote id} (the quote's customer): a reorder's decoration, unchanged
 * since its proof was approved on the order it reorders, is approved again with one click. The
 * approved version is recorded on this quote as its own proof (the same stored file, hash and
 * spec) with an approval naming the earlier one, so the gate before production, the job and a
 * later dispute all read it as any approval. In one transaction with the quote locked: a double
 * click confirms once, and the second is told the decoration already has its proof.
 */
export async function reconfirmProof(
  ctx: AppContext,
  user: AuthUser,
  quoteId: number,
  rowId: string,
  facts: { ip: string; userAgent: string },
): Promise<ProofWriteAnswer> {
  if (isAdmin(user)) throw forbidden(PROOF_MESSAGES.staffCannotAnswer);
  const proofId = await ctx.db.transaction(async (tx) => {
    const quote = await quoteHeadForUser(tx, user, quoteId, { forUpdate: true });
    const content = await storedContentOf(tx, quote.id);
    const decoration = decorationOf(content, rowId);
    if (!decoration) throw badRequest(PROOF_MESSAGES.notDecoration);
    const own = await tx
      .select({ id: proofs.id })
      .from(proofs)
      .where(and(eq(proofs.quoteId, quote.id), eq(proofs.rowId, rowId)))
      .limit(1);
    if (own.length > 0) throw badRequest(PROOF_MESSAGES.alreadyProofed);
    const { time_zone } = await readBusinessSettings(tx);
    const previous = (await previousApprovalsOfQuote(tx, quote.id, content, new Set(), time_zone)).get(rowId);
    if (!previous) throw badRequest(PROOF_MESSAGES.nothingToReconfirm);
    if (previous.changed.length > 0) throw badRequest(PROOF_MESSAGES.reconfirmChanged(previous.changed));
    const [approved] = await tx.select().from(proofs).where(eq(proofs.id, previous.proof_id));
    const [approval] = await tx
      .select()
      .from(proofAnswers)
      .where(and(eq(proofAnswers.proofId, previous.proof_id), eq(proofAnswers.kind, 'approved')))
      .limit(1);
    if (!approved) throw badRequest(PROOF_MESSAGES.nothingToReconfirm);

    const now = ctx.clock.now();
    const [proof] = await tx
      .insert(proofs)
      .values({
        quoteId: quote.id,
        rowId,
        position: decoration.position,
        process: decoration.process,
        decoration: decoration.label,
        version: 1,
        state: 'approved',
        fileId: approved.fileId,
        storageKey: approved.storageKey,
        sha256: approved.sha256,
        fileName: approved.fileName,
        spec: approved.spec,
        createdBy: user.id,
        createdAt: now,
        sentAt: now,
        decidedAt: now,
      })
      .returning({ id: proofs.id });
    if (!proof) throw new Error('re-confirmed proof not returned');
    const name = `${user.firstname} ${user.lastname}`.trim() || user.email;
    const earlier = approvedOnWords(previous);
    await tx.insert(proofAnswers).values({
      quoteId: quote.id,
      rowId,
      proofId: proof.id,
      kind: 'approved',
      sha256: approved.sha256,
      spec: approved.spec,
      checklist: approval?.checklist ?? [],
      name,
      note: `Re-confirmed: ${earlier}.`,
      ip: facts.ip,
      userAgent: facts.userAgent,
      userId: user.id,
      createdAt: now,
    });
    await recordProofEvent(ctx, tx, {
      quote,
      actor: { user },
      action: 're-confirmed an approved proof',
      detail: `${decoration.label}: ${earlier}, by ${name}, from ${facts.ip}`,
      log: `Re-confirmed the artwork of ${decoration.label} (${approved.fileName}), ${earlier}.`,
      notify: true,
    });
    return proof.id;
  });
  ctx.outbox.kick();
  return { message: PROOF_MESSAGES.reconfirmed, proof: await proofViewById(ctx.db, proofId) };
}
