import { success } from '@portal/domain';
import { todayAnswer } from '@portal/domain/today';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope, refusal } from '../../lib/envelope.ts';
import { staffOrNotFound } from '../../plugins/auth.ts';
import { readToday } from './read-today.ts';

/** The staff home page's one call: what needs doing now. To a customer it does not exist (404). */
export async function todayRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/today',
    {
      schema: {
        summary: 'What needs doing now (the staff home page)',
        tags: ['staff home'],
        response: {
          200: envelope(todayAnswer),
          404: refusal('Signed in as a customer: the staff home page does not exist for them.'),
        },
      },
      onRequest: [app.requireUser, async (request) => void staffOrNotFound(request)],
    },
    async () => success(await readToday(ctx, new Date())),
  );
}
