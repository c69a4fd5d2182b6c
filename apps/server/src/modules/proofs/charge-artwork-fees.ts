import type { BusinessSettings } from '@portal/domain/business-settings';
import { toCents } from '@portal/domain/money';
import { type ArtworkFee, addArtworkFees, artworkFeesOf, artworkFeeWords } from '@portal/domain/proofs';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { proofs } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  type QuoteHead,
  queueArtworkFeeInvoice,
  storedContentOf,
  writeStaffDocument,
} from '../quotes/index.ts';

const waived = (fee: ArtworkFee): ArtworkFee => ({
  ...fee,
  task: { ...fee.task, task_checked: false, task_note: 'Waived by staff when the proof was sent.' },
});

type SentDraft = { rowId: string; decoration: string; version: number };

/**
 * Adds the artwork fee for each proof a send takes past its decoration's included rounds
 * (decisions/160), in the send's transaction after the proofs were marked sent: a decoration's
 * round is how many of its versions have now been sent. Each version is sent once, so each fee is
 * added once. An order already invoiced has the fees invoiced on their own, numbered by the send's
 * round. Answers the fees added, for the send's answer and its log line.
 */
export async function chargeArtworkFees(
  tx: Tx,
  config: Config,
  send: { round: number; waiveFees: boolean },
  quote: QuoteHead,
  user: AuthUser,
  business: BusinessSettings,
  sent: readonly SentDraft[],
): Promise<ArtworkFee[]> {
  if (business.proofs.round_fee_cents <= 0 || sent.length === 0) return [];
  const counted = await tx
    .select({ rowId: proofs.rowId, rounds: count() })
    .from(proofs)
    .where(
      and(
        eq(proofs.quoteId, quote.id),
        isNotNull(proofs.sentAt),
        inArray(
          proofs.rowId,
          sent.map((proof) => proof.rowId),
        ),
      ),
    )
    .groupBy(proofs.rowId);
  const roundOf = new Map(counted.map((row) => [row.rowId, Number(row.rounds)]));
  const owed = artworkFeesOf(
    sent.map((proof) => ({ ...proof, round: roundOf.get(proof.rowId) ?? 1 })),
    business.proofs,
  );
  if (owed.length === 0) return [];
  // A waived fee stays on the quote unticked: on record for staff, neither charged nor shown.
  const fees = send.waiveFees ? owed.map(waived) : owed;
  const document = addArtworkFees(await storedContentOf(tx, quote.id), fees);
  await writeStaffDocument(tx, quote, user, document, {
    action: send.waiveFees ? 'waived an artwork fee' : 'added an artwork fee',
    detail: fees.map(artworkFeeWords).join('; '),
  });
  await queueArtworkFeeInvoice(
    tx,
    config,
    quote.id,
    send.round,
    fees
      .filter((fee) => fee.task.task_checked)
      .map((fee) => ({ description: fee.task.task_label ?? '', cents: toCents(fee.task.task_price) })),
  );
  return fees;
}
