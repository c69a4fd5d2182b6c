import { healthAnswer, success } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { envelope } from '../../lib/envelope.ts';

/** Answers once the database answers: load balancers and the start-up benchmark poll it. */
export async function healthRoutes(root: FastifyInstance, ctx: AppContext & { kind: string }): Promise<void> {
  root.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        summary: 'Check that the server and its database answer',
        tags: ['health'],
        response: { 200: envelope(healthAnswer) },
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return success({ ok: true as const, database: ctx.kind });
    },
  );
}
