import { type OrderProgressAnswer, orderStepsView } from '@portal/domain/order-progress';
import { isAccepted } from '@portal/domain/status';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { quoteHeadForUser } from '../quotes/index.ts';
import { stepsOf } from './order-progress.repo.ts';

/**
 * GET /quotes/progress/{id}: the order's steps as stored by the progress poll, the same for its
 * customer and staff; any other customer is answered 404.
 */
export async function getOrderProgress(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<OrderProgressAnswer> {
  const quote = await quoteHeadForUser(ctx.db, user, id);
  return {
    quote_id: quote.id,
    is_order: isAccepted(quote.orderStatus),
    steps: orderStepsView(await stepsOf(ctx.db, quote.id)),
  };
}
