import { outboxEntry, success } from '@portal/domain';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { outbox } from '../../db/schema/index.ts';
import { envelope, idParams, messageEnvelope } from '../../lib/envelope.ts';
import { retryMessage } from '../../outbox/retry-message.ts';

/** Admins read what the portal sent or recorded (the demo works with no mail server) and retry what failed. */
export async function outboxRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/outbox',
    {
      schema: { tags: ['outbox'], response: { 200: envelope(z.array(outboxEntry)) } },
      onRequest: app.requireAdmin,
    },
    async () => {
      const rows = await ctx.db.select().from(outbox).orderBy(desc(outbox.id)).limit(200);
      return success(
        rows.map((row) => {
          const payload = row.payload as {
            to?: string;
            subject?: string;
            text?: string;
            outboxText?: string;
          };
          return {
            id: row.id,
            channel: row.channel,
            to: payload.to ?? '',
            subject: payload.subject ?? '',
            // A mail with a secret shows its stand-in text, never the secret (issue 12 item 1).
            text: payload.outboxText ?? payload.text ?? '',
            status: row.status,
            attempts: row.attempts,
            last_error: row.lastError,
            created_at: row.createdAt.toISOString(),
          };
        }),
      );
    },
  );

  app.post(
    '/outbox/retry/:id',
    {
      schema: { tags: ['outbox'], params: idParams, response: { 200: messageEnvelope } },
      onRequest: app.requireAdmin,
    },
    async (request) => {
      const message = await retryMessage(ctx.db, request.params.id);
      ctx.outbox.kick();
      return success(message);
    },
  );
}
