import { isApproval } from '@portal/domain/handoff';
import type { Transition } from '@portal/domain/status';
import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import { keepOrderFigures } from './order-figures.ts';
import { queueInvoice } from './queue-invoice.ts';
import { keepQuoteFunnel } from './quote-funnel.ts';
import { type HistoryActor, recordHistory, type SnapshotOf, snapshotRevision } from './quote-history.ts';

/** Actions that submit nothing (saves, and copies that start as drafts): no snapshot. */
const PLAIN_SAVES = new Set(['save', 'save_order', 'save_draft', 'duplicate', 'reorder']);

/** One move of the status machine, as it stands once the quote row is written. */
export type StatusMove = {
  /** The quote after the move. */
  quote: Omit<SnapshotOf, 'content'>;
  /** The document it was moved with, read only when a snapshot needs it. */
  content: () => Promise<unknown>;
  action: string;
  transition: Pick<Transition, 'approves'>;
  /** Who moved it; null for a signed-out link. */
  actor: HistoryActor;
  /** The history line: what was done and any detail. */
  history: { action: string; detail: string };
};

/** Records one move's effects in the transaction it was made in. */
type RecordMove = (move: StatusMove) => Promise<void>;

/**
 * Every path that moves a quote's status (a save with its action, a status call, a link's answer,
 * a new quote, a copy) runs in here, so none forgets what follows a move: the history line, the
 * revision's snapshot when something was submitted, the invoice when the move approves an order
 * (decisions/098), the reports' figures of the order (decisions/135) and the quote's funnel row
 * (decisions/136), all in the move's own
 * transaction, and the outbox woken once it commits.
 */
export async function inStatusTransaction<T>(
  ctx: AppContext,
  work: (tx: Tx, recordMove: RecordMove) => Promise<T>,
): Promise<T> {
  let queued = false;
  const result = await ctx.db.transaction((tx) =>
    work(tx, async (move) => {
      await recordHistory(tx, move.quote.id, move.actor, move.history.action, move.history.detail);
      if (!PLAIN_SAVES.has(move.action)) {
        const quote = { ...move.quote, content: await move.content() };
        await snapshotRevision(tx, quote, move.action, move.actor);
      }
      await keepOrderFigures(tx, move.quote.id, move.content);
      await keepQuoteFunnel(tx, move.quote.id);
      if (isApproval(move.transition)) {
        await queueInvoice(tx, ctx.config, move.quote.id);
        queued = true;
      }
    }),
  );
  // Only an approval queues anything; a plain save need not wake the outbox.
  if (queued) ctx.outbox.kick();
  return result;
}
