import { z } from 'zod';
import { todayQuote } from './quote-item.ts';

/**
 * A quote with artwork proofs waiting (decisions/151): sent proofs the customer has not answered,
 * and proofs the customer sent back with changes, which wait for staff's new version. Each counts
 * the decorations in either state; `at` is when the oldest of them started waiting.
 */
export const todayProofsWaiting = todayQuote.extend({
  /** Decorations whose current proof was sent and awaits the customer's approval. */
  awaiting_approval: z.number().int(),
  /** Decorations whose customer asked for changes: staff owe a new version. */
  changes_requested: z.number().int(),
});
export type TodayProofsWaiting = z.infer<typeof todayProofsWaiting>;

const proofs = (n: number) => (n === 1 ? '1 proof' : `${n} proofs`);

/** Where the quote's proofs stand, changes first: they wait for staff. */
export const proofsWaitingState = (
  item: Pick<TodayProofsWaiting, 'awaiting_approval' | 'changes_requested'>,
) =>
  [
    item.changes_requested > 0 ? `${proofs(item.changes_requested)} with changes requested` : '',
    item.awaiting_approval > 0 ? `${proofs(item.awaiting_approval)} awaiting approval` : '',
  ]
    .filter(Boolean)
    .join(', ');
