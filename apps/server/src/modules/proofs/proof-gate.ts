import { formatDisplayDateTime } from '@portal/domain/dates';
import {
  currentProofsOf,
  decorationsOf,
  type JobProof,
  jobProofLines,
  PROOF_MESSAGES,
  type ProofSpec,
  type ProofState,
  proofGate,
} from '@portal/domain/proofs';
import type { QuoteContent } from '@portal/domain/quote';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { readBusinessSettings } from '../business/index.ts';
import { answerRowsOf, proofRowsOf } from './proofs.repo.ts';

/**
 * The proof gate before WorkflowMax (decisions/129), in the hand-off's transaction: refuses, in
 * words naming the decorations, an order with a decoration whose current proof is not approved
 * and not overridden; otherwise answers the job's lines for the approved versions (name, spec,
 * hash, approval and a link staff download the file from).
 */
export async function proofJobLinesOrRefuse(
  ctx: AppContext,
  tx: Tx,
  quoteId: number,
  content: QuoteContent,
): Promise<string[]> {
  const settings = await readBusinessSettings(tx);
  const rows = await proofRowsOf(tx, quoteId);
  const answers = await answerRowsOf(tx, quoteId);
  const decorations = decorationsOf(content);
  const overrides = answers
    .filter((a) => a.kind === 'override')
    .map((a) => ({ row_id: a.rowId, proof_id: a.proofId }));
  const gate = proofGate(
    decorations,
    rows.map((r) => ({ id: r.id, row_id: r.rowId, version: r.version, state: r.state as ProofState })),
    overrides,
    settings.proofs.required,
  );
  if (!gate.ok) throw badRequest(PROOF_MESSAGES.blocked(gate.blocked.map((d) => d.label)));
  const current = currentProofsOf(rows, (p) => p.rowId);
  const proofsForJob: JobProof[] = decorations.flatMap((d) => {
    const proof = current.get(d.row_id);
    if (!proof) return [];
    const approval = answers.findLast((a) => a.proofId === proof.id && a.kind === 'approved');
    const override = answers.findLast((a) => a.proofId === proof.id && a.kind === 'override');
    const how = approval
      ? `approved by ${approval.name} on ${formatDisplayDateTime(approval.createdAt)}`
      : `not approved; let through by ${override?.name ?? 'staff'}: ${override?.note ?? ''}`;
    return [
      {
        decoration: d.label,
        version: proof.version,
        fileName: proof.fileName,
        sha256: proof.sha256,
        spec: proof.spec as ProofSpec,
        url: `${ctx.config.publicUrl}/api/proofs/file/${proof.id}`,
        approval: how,
      },
    ];
  });
  return jobProofLines(proofsForJob);
}
