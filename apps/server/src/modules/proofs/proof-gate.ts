import { formatDisplayDateTime } from '@portal/domain/dates';
import type { ProofStanding } from '@portal/domain/order-progress';
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
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import { readBusinessSettings } from '../business/index.ts';
import { answerRowsOf, proofRowsOf } from './proofs.repo.ts';

/** The gate's answer for a quote's document, with the proofs and answers it read. */
async function proofGateOf(db: Db | Tx, quoteId: number, content: QuoteContent) {
  const settings = await readBusinessSettings(db);
  const rows = await proofRowsOf(db, quoteId);
  const answers = await answerRowsOf(db, quoteId);
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
  return { gate, rows, answers, decorations };
}

/**
 * How an order's artwork stands for its progress: 'waiting' while the gate would stop it,
 * 'clear' when it passes with proofs approved or overridden, 'none' when it passes with no
 * proof ever made or overridden (nothing was there to approve).
 */
export async function proofStandingOf(
  db: Db | Tx,
  quoteId: number,
  content: QuoteContent,
): Promise<ProofStanding> {
  const { gate, rows, answers } = await proofGateOf(db, quoteId, content);
  if (!gate.ok) return 'waiting';
  return rows.length > 0 || answers.some((a) => a.kind === 'override') ? 'clear' : 'none';
}

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
  const { gate, rows, answers, decorations } = await proofGateOf(tx, quoteId, content);
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
