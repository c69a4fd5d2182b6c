import { MESSAGES } from '@portal/domain';
import {
  answerRefusalOf,
  isShownToCustomer,
  judgeChecklist,
  PROOF_MESSAGES,
  type ProofPin,
  type ProofState,
  type ProofWriteAnswer,
} from '@portal/domain/proofs';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { proofAnswers, proofs } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { readBusinessSettings } from '../business/index.ts';
import type { StagedFile } from '../files/index.ts';
import { discardOnFailure } from '../quotes/index.ts';
import { type ProofActor, recordProofEvent } from './proof-events.ts';
import { proofViewById } from './proofs.repo.ts';

/** Where the answer comes from: the page's quote (checked by the caller) and who answers. */
export type AnswerScope = {
  quote: { id: number; userId: number };
  actor: ProofActor;
  /** The name recorded: typed on the page. */
  name: string;
  ip: string;
  userAgent: string;
  linkId: number | null;
};

export type ProofReply =
  | { kind: 'approved'; sha256: string; checklist: { item: string; checked: boolean }[] }
  | { kind: 'changes_requested'; note: string; pins: ProofPin[]; file: StagedFile | null };

/**
 * The customer's answer to one sent proof, in the portal or through the link: in one transaction
 * with the proof locked, it must be this quote's, shown to the customer and still awaiting an
 * answer (a superseded version can no longer be approved); an approval must name the very file
 * version looked at (its sha-256) and tick the shop's whole checklist. The answer is recorded with
 * the version's hash and spec, the name, time, address and browser; staff are told through the
 * conversation log and the history has a line.
 */
export async function answerProof(
  ctx: AppContext,
  proofId: number,
  scope: AnswerScope,
  reply: ProofReply,
): Promise<ProofWriteAnswer> {
  const file = reply.kind === 'changes_requested' ? reply.file : null;
  await discardOnFailure(file, () =>
    ctx.db.transaction(async (tx) => {
      const [proof] = await tx.select().from(proofs).where(eq(proofs.id, proofId)).for('update');
      if (!proof || proof.quoteId !== scope.quote.id || !isShownToCustomer({ sent_at: proof.sentAt }))
        throw notFound(MESSAGES.notFound);
      const refusal = answerRefusalOf(proof.state as ProofState);
      if (refusal) throw badRequest(PROOF_MESSAGES[refusal]);
      const now = new Date();
      const common = {
        quoteId: proof.quoteId,
        rowId: proof.rowId,
        proofId: proof.id,
        kind: reply.kind,
        sha256: proof.sha256,
        spec: proof.spec,
        name: scope.name,
        ip: scope.ip,
        userAgent: scope.userAgent,
        userId: 'user' in scope.actor ? scope.actor.user.id : null,
        linkId: scope.linkId,
        createdAt: now,
      };
      const label = `${proof.decoration} v${proof.version}`;
      if (reply.kind === 'approved') {
        if (reply.sha256 !== proof.sha256) throw badRequest(PROOF_MESSAGES.versionChanged);
        const { checklist } = await readBusinessSettings(tx).then((s) => s.proofs);
        const judged = judgeChecklist(checklist, reply.checklist);
        if (judged.refusal) throw badRequest(judged.refusal);
        await tx.insert(proofAnswers).values({ ...common, checklist: judged.answers });
        await decide(tx, proof.id, 'approved', now);
        await recordProofEvent(ctx, tx, {
          quote: scope.quote,
          actor: scope.actor,
          action: 'approved a proof',
          detail: `${label} by ${scope.name}, from ${scope.ip}`,
          log: `Approved the proof of ${label} (${proof.fileName}) as ${scope.name}.`,
          notify: true,
        });
        return;
      }
      const stored = reply.file
        ? await reply.file.record(tx, {
            kind: 'memo',
            ownerId: scope.quote.userId,
            uploadedBy: 'user' in scope.actor ? scope.actor.user.id : null,
            quoteId: scope.quote.id,
          })
        : null;
      await tx
        .insert(proofAnswers)
        .values({ ...common, note: reply.note, pins: reply.pins, fileId: stored?.id ?? null });
      await decide(tx, proof.id, 'changes_requested', now);
      const pins = reply.pins.length
        ? `\n${reply.pins.map((p, i) => `Pin ${i + 1} (${Math.round(p.x * 100)}%, ${Math.round(p.y * 100)}%)${p.note ? `: ${p.note}` : ''}`).join('\n')}`
        : '';
      await recordProofEvent(ctx, tx, {
        quote: scope.quote,
        actor: scope.actor,
        action: 'requested changes to a proof',
        detail: `${label} by ${scope.name}, from ${scope.ip}`,
        log: `Asked for changes to the proof of ${label}:\n${reply.note}${pins}`,
        notify: true,
        ...(stored ? { file: { id: stored.id, name: stored.fileName } } : {}),
      });
    }),
  );
  ctx.outbox.kick();
  return {
    message: reply.kind === 'approved' ? PROOF_MESSAGES.approved : PROOF_MESSAGES.changesRequested,
    proof: await proofViewById(ctx.db, proofId),
  };
}

const decide = (tx: Tx, id: number, state: ProofState, at: Date) =>
  tx.update(proofs).set({ state, decidedAt: at }).where(eq(proofs.id, id));
