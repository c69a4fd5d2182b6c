import type { BusinessSettings } from '@portal/domain/business-settings';
import { formatDisplayDate } from '@portal/domain/dates';
import {
  allStepsReached,
  ORDER_STEP_LABELS,
  type OrderFacts,
  type OrderStep,
  stepsReached,
} from '@portal/domain/order-progress';
import type { AppContext } from '../../app-context.ts';
import { memos } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { ProgressOrder } from './order-facts.ts';
import { addSteps, settleOrder, stepsOf } from './order-progress.repo.ts';
import { queueStepNotice } from './step-notice.ts';

/**
 * Stores the steps the facts make done that the order had not reached, each once with its time
 * (the acceptance's own time; any other, the moment it was first seen). For each step added, a
 * line goes in the order's conversation log; the customer is told of a step by the business's
 * text when its notice is on, the step is the order's own (not implied by a later one), and the
 * order is not being read for the first time after the portal began following progress (`quiet`).
 * The claim is settled in the same transaction. Answers how many notices were queued.
 */
export async function recordSteps(
  ctx: AppContext,
  business: BusinessSettings,
  order: ProgressOrder,
  facts: OrderFacts,
  now: Date,
  quiet: boolean,
): Promise<number> {
  const reached = stepsReached(facts);
  return ctx.db.transaction(async (tx) => {
    const timeOf = (step: OrderStep) => (step === 'accepted' && order.acceptedAt ? order.acceptedAt : now);
    const added = new Set(
      await addSteps(
        tx,
        order.id,
        reached.map((r) => ({ step: r.step, reachedAt: timeOf(r.step) })),
      ),
    );
    let told = 0;
    for (const { step, implied } of reached.filter((r) => added.has(r.step))) {
      const tell = !quiet && !implied && business.order_notices[step];
      const to = tell ? await queueStepNotice(ctx, tx, business, order, step, timeOf(step)) : null;
      if (to) told += 1;
      const words = `${ORDER_STEP_LABELS[step]} on ${formatDisplayDate(timeOf(step), business.time_zone)}.`;
      const notice = to
        ? ` The customer was told by e-mail (${to}).`
        : tell
          ? ' No e-mail address to tell the customer.'
          : '';
      await tx.insert(memos).values({
        clientId: order.userId,
        quoteId: order.id,
        authorId: null,
        authorName: business.trading_name || 'Order progress',
        authorRole: 'admin',
        messageFormat: 'html',
        content: `<p>${escapeHtml(`Order progress: ${words}${notice}`)}</p>`,
        source: 'portal',
        kind: 'progress',
      });
    }
    const finished = order.archive !== 0 || allStepsReached(await stepsOf(tx, order.id));
    await settleOrder(tx, order.id, now, finished);
    return told;
  });
}
