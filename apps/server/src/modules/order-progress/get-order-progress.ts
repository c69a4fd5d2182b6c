import { type OrderProgressAnswer, orderStepsView } from '@portal/domain/order-progress';
import { isAccepted } from '@portal/domain/status';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { acceptedAtOf, quoteHeadForUser } from '../quotes/index.ts';
import { stepsOf } from './order-progress.repo.ts';

/**
 * GET /quotes/progress/{id}: the order's steps as stored by the progress poll, its acceptance shown
 * from the moment it is made; the same for its customer and staff, any other customer answered 404.
 */
export async function getOrderProgress(
  ctx: AppContext,
  user: AuthUser,
  id: number,
): Promise<OrderProgressAnswer> {
  const quote = await quoteHeadForUser(ctx.db, user, id);
  const isOrder = isAccepted(quote.orderStatus);
  const acceptedAt = isOrder ? await acceptedAtOf(ctx.db, quote.id) : null;
  return {
    quote_id: quote.id,
    is_order: isOrder,
    steps: orderStepsView(await stepsOf(ctx.db, quote.id), acceptedAt),
  };
}
