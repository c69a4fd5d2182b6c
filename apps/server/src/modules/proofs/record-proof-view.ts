import { deviceOf } from '@portal/domain/revisions';
import type { AppContext } from '../../app-context.ts';
import { proofViews } from '../../db/schema/index.ts';
import type { Opening } from '../quotes/index.ts';

/** Who opened the proofs: the signed-in customer, or the holder of a mailed proof link. */
export type ProofViewer = { kind: 'account'; userId: number } | { kind: 'link'; linkId: number };

/**
 * Records one opening of a quote's proofs by its customer, at the context's clock so the
 * reminders' business days count from the moment the scheduler sees (staff's openings are
 * never recorded: they are not the customer's answer).
 */
export async function recordProofView(
  ctx: AppContext,
  quoteId: number,
  viewer: ProofViewer,
  opening: Opening,
): Promise<void> {
  await ctx.db.insert(proofViews).values({
    quoteId,
    userId: viewer.kind === 'account' ? viewer.userId : null,
    linkId: viewer.kind === 'link' ? viewer.linkId : null,
    viewedAt: ctx.clock.now(),
    address: opening.address,
    device: deviceOf(opening.userAgent),
  });
}
