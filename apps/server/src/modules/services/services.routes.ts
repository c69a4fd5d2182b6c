import { success } from '@portal/domain';
import { servicesAnswer } from '@portal/domain/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope } from '../../lib/envelope.ts';
import { serviceStates } from './service-states.ts';

/** GET /services (admin): which outside services are set up, shown on the Outbox page. */
export async function servicesRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/services',
    {
      schema: {
        summary: 'List which outside services this portal has set up (staff)',
        tags: ['outbox'],
        response: { 200: envelope(servicesAnswer) },
      },
      onRequest: app.requireAdmin,
    },
    async () => success(serviceStates(ctx.config, ctx.mailSetUp)),
  );
}
