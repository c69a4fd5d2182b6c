import {
  decorationOf,
  PROOF_MESSAGES,
  type ProofSpec,
  type ProofState,
  type ProofWriteAnswer,
  stateWhenReplaced,
} from '@portal/domain/proofs';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { proofs } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { stageFile, type Upload } from '../files/index.ts';
import { discardOnFailure, quoteHeadForUser, storedContentOf } from '../quotes/index.ts';
import { recordProofEvent } from './proof-events.ts';
import { proofViewById } from './proofs.repo.ts';

type NewProof = { quoteId: number; rowId: string; spec: ProofSpec };

/** The states an earlier version leaves when a new one comes: all but an approval (never changed). */
const REPLACEABLE: ProofState[] = ['draft', 'sent', 'changes_requested'];

/**
 * POST /proofs/add (staff): a new proof version for one decoration of a quote. The file is checked
 * by content and stored like any artwork; in one transaction with the quote locked, the row must
 * be a decoration of the quote, the version is the next of that decoration's, and every earlier
 * version not approved is superseded, so approval opens again on the new one.
 */
export async function addProof(
  ctx: AppContext,
  user: AuthUser,
  upload: Upload,
  proof: NewProof,
): Promise<ProofWriteAnswer> {
  const staged = await stageFile(ctx, upload, 'proof');
  const id = await discardOnFailure(staged, () =>
    ctx.db.transaction(async (tx) => {
      const quote = await quoteHeadForUser(tx, user, proof.quoteId, { forUpdate: true });
      const decoration = decorationOf(await storedContentOf(tx, quote.id), proof.rowId);
      if (!decoration) throw badRequest(PROOF_MESSAGES.notDecoration);
      const file = await staged.record(tx, {
        kind: 'proof',
        ownerId: quote.userId,
        uploadedBy: user.id,
        quoteId: quote.id,
      });
      const ofRow = and(eq(proofs.quoteId, quote.id), eq(proofs.rowId, decoration.row_id));
      const [last] = await tx
        .select({ version: max(proofs.version) })
        .from(proofs)
        .where(ofRow);
      const version = (last?.version ?? 0) + 1;
      await tx
        .update(proofs)
        .set({ state: stateWhenReplaced('sent') })
        .where(and(ofRow, inArray(proofs.state, REPLACEABLE)));
      const [row] = await tx
        .insert(proofs)
        .values({
          quoteId: quote.id,
          rowId: decoration.row_id,
          position: decoration.position,
          process: decoration.process,
          decoration: decoration.label,
          version,
          fileId: file.id,
          storageKey: file.storageKey,
          sha256: file.sha256,
          fileName: file.fileName,
          spec: proof.spec,
          createdBy: user.id,
        })
        .returning({ id: proofs.id });
      if (!row) throw new Error('proof row not returned');
      await recordProofEvent(ctx, tx, {
        quote,
        actor: { user },
        action: 'added a proof',
        detail: `${decoration.label} v${version}: ${file.fileName}`,
      });
      return row.id;
    }),
  );
  return { message: PROOF_MESSAGES.added, proof: await proofViewById(ctx.db, id) };
}
