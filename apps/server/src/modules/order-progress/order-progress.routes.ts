import { success } from '@portal/domain';
import { orderProgressAnswer } from '@portal/domain/order-progress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, idParams } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getOrderProgress } from './get-order-progress.ts';

/** The order's progress: its steps and when each was reached (decisions/149). */
export async function orderProgressRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/quotes/progress/:id',
    {
      schema: {
        summary:
          "An order's steps: accepted, artwork approved, in production, dispatched, completed, invoice paid",
        tags: ['quotes'],
        params: idParams,
        response: { 200: envelope(orderProgressAnswer) },
      },
      onRequest: app.requireUser,
    },
    async (request) => success(await getOrderProgress(ctx, currentUser(request), request.params.id)),
  );
}
