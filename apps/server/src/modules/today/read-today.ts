import { type TodayAnswer, todayWindowOf } from '@portal/domain/today';
import type { AppContext } from '../../app-context.ts';
import { readBusinessSettings } from '../business/index.ts';
import { changesRequested } from './changes-requested.ts';
import { customerAnswersSince } from './customer-answers.ts';
import { expiringThisWeek } from './expiring-this-week.ts';
import { failedMessages } from './failed-messages.ts';
import { openQuestions } from './open-questions.ts';
import { openedUnanswered } from './opened-unanswered.ts';
import { ordersNotSent } from './orders-not-sent.ts';
import { priceMoves } from './price-moves.ts';
import { proofsWaiting } from './proofs-waiting.ts';
import { requestedQuotes } from './requested-quotes.ts';

/**
 * The staff home page at `now`: each group of what needs doing, measured in the business's time
 * zone (its settings). The groups are read one after another: PGlite is one connection, and on a
 * server each is a short indexed query.
 */
export async function readToday(ctx: AppContext, now: Date): Promise<TodayAnswer> {
  const { time_zone: timeZone } = await readBusinessSettings(ctx.db);
  const window = todayWindowOf(now, timeZone);
  return {
    today: window.today,
    time_zone: timeZone,
    requested: await requestedQuotes(ctx.db),
    changes: await changesRequested(ctx.db),
    questions: await openQuestions(ctx.db),
    answers: await customerAnswersSince(ctx.db, window.answersSince),
    opened: await openedUnanswered(ctx.db, window.today),
    expiring: await expiringThisWeek(ctx.db, { today: window.today, until: window.expiringUntil, timeZone }),
    price_moves: await priceMoves(ctx.db, window.today),
    orders_not_sent: await ordersNotSent(ctx.db),
    failed_messages: await failedMessages(ctx.db),
    proofs: await proofsWaiting(ctx.db),
  };
}
